import { describe, expect, it } from 'vitest';
import type { Role } from '../api/roles.js';
import { isClubStaff, managesSchedule, managesStaff, staffBannerLinks, takesEveryRegister } from './staff-access.js';

describe('staffBannerLinks: Manage Club and View Schedule for organisers, View Registers for coaches', () => {
  it.each<[Role[], ReturnType<typeof staffBannerLinks>]>([
    [[], null],
    [['parent'], null],
    [['support'], null],
    [['platform_manager'], null],
    [['organiser'], { manageClub: true, viewRegisters: false, viewSchedule: true }],
    [['franchise_manager'], { manageClub: true, viewRegisters: false, viewSchedule: true }],
    [['coach'], { manageClub: false, viewRegisters: true, viewSchedule: false }],
    [['coach', 'parent'], { manageClub: false, viewRegisters: true, viewSchedule: false }],
    [['organiser', 'coach'], { manageClub: true, viewRegisters: true, viewSchedule: true }],
  ])('%j', (roles, expected) => expect(staffBannerLinks(roles)).toEqual(expected));
});

describe('managesStaff: organisers and platform managers, as the staff API allows', () => {
  it.each<[Role[], boolean]>([
    [['organiser'], true],
    [['platform_manager'], true],
    [['coach'], false],
    [['franchise_manager'], false],
    [['parent'], false],
    [['support'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => expect(managesStaff(roles)).toBe(expected));
});

describe('managesSchedule: organisers, franchise managers and platform managers, as the schedule admin API allows', () => {
  it.each<[Role[], boolean]>([
    [['organiser'], true],
    [['franchise_manager'], true],
    [['platform_manager'], true],
    [['coach'], false],
    [['parent'], false],
    [['support'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => expect(managesSchedule(roles)).toBe(expected));
});

describe("takesEveryRegister: organisers, franchise managers and platform managers; a coach only their runs'", () => {
  it.each<[Role[], boolean]>([
    [['organiser'], true],
    [['franchise_manager'], true],
    [['platform_manager'], true],
    [['coach'], false],
    [['coach', 'parent'], false],
    [['support'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => expect(takesEveryRegister(roles)).toBe(expected));
});

describe('isClubStaff: who may open the admin area', () => {
  it.each<[Role[], boolean]>([
    [['organiser'], true],
    [['franchise_manager'], true],
    [['coach'], true],
    [['platform_manager'], true],
    [['parent'], false],
    [['support'], false],
    [[], false],
  ])('%j → %s', (roles, expected) => expect(isClubStaff(roles)).toBe(expected));
});
