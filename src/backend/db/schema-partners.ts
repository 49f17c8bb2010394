/**
 * Partner applications (issue 34): a store's and a rider's registration, kept pending until an
 * administrator approves them. The files are media paths of services/storage.ts. An e-mail or
 * phone applies once per kind (unique indexes; the handler refuses a repeat first).
 */
import { doublePrecision, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const storeApplications = pgTable(
  'store_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    address: text('address').notNull(),
    addressAr: text('address_ar').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoneId: integer('zone_id').notNull(),
    moduleId: integer('module_id').notNull(),
    logo: text('logo').notNull(),
    coverPhoto: text('cover_photo').notNull(),
    minimumDeliveryTime: integer('minimum_delivery_time').notNull(),
    maximumDeliveryTime: integer('maximum_delivery_time').notNull(),
    deliveryTimeType: text('delivery_time_type').notNull(),
    tin: text('tin'),
    tinExpireDate: text('tin_expire_date'),
    tinCertificate: text('tin_certificate'),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** commission or subscription; null when the config offers neither. */
    businessPlan: text('business_plan'),
    packageId: integer('package_id'),
    /** pending, approved or denied */
    status: text('status').notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_applications_email_idx').on(t.email), uniqueIndex('store_applications_phone_idx').on(t.phone)],
);

export const riderApplications = pgTable(
  'rider_applications',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    identityType: text('identity_type').notNull(),
    identityNumber: text('identity_number').notNull(),
    identityImages: jsonb('identity_images').$type<string[]>().notNull().default([]),
    image: text('image').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    /** 1 a freelancer, 0 salaried */
    earning: integer('earning').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rider_applications_email_idx').on(t.email), uniqueIndex('rider_applications_phone_idx').on(t.phone)],
);
