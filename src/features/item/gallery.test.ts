import { pointerOrigin } from './Gallery';

describe('the magnifier follows the pointer', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };
  it('gives the point under the pointer as percentages of the picture', () => {
    expect(pointerOrigin(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(pointerOrigin(300, 150, box)).toEqual({ x: 50, y: 50 });
    expect(pointerOrigin(500, 250, box)).toEqual({ x: 100, y: 100 });
  });
  it('stays inside the picture when the pointer leaves it by a pixel', () => {
    expect(pointerOrigin(99, 251, box)).toEqual({ x: 0, y: 100 });
  });
  it('survives a picture not laid out yet', () => {
    expect(pointerOrigin(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 100, y: 100 });
  });
});
