package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/** The parse result (same name as the JDK's, whose class name shows in messages). */
final class Parsed implements TemporalAccessor {
    final Map<TemporalField, Long> fieldValues = new HashMap<>();
    ZoneId zone;
    LocalDate date;
    LocalTime time;
    Period excessDays = Period.ZERO;
    /** A parsed day period (pattern letter B): its first minute of day and its length in minutes. */
    int[] dayPeriod;

    Parsed() {
    }

    Parsed copy() {
        Parsed cloned = new Parsed();
        cloned.fieldValues.putAll(this.fieldValues);
        cloned.zone = this.zone;
        cloned.dayPeriod = this.dayPeriod;
        return cloned;
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (fieldValues.containsKey(field) || (date != null && date.isSupported(field))
                || (time != null && time.isSupported(field))) {
            return true;
        }
        return field != null && (!(field instanceof ChronoField)) && field.isSupportedBy(this);
    }

    @Override
    public long getLong(TemporalField field) {
        java.util.Objects.requireNonNull(field, "field");
        Long value = fieldValues.get(field);
        if (value != null) {
            return value;
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId()) {
            return (R) zone;
        } else if (query == TemporalQueries.chronology()) {
            return (R) IsoChronology.INSTANCE;
        } else if (query == TemporalQueries.localDate()) {
            return (R) date;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.offset()) {
            Long offsetSecs = fieldValues.get(ChronoField.OFFSET_SECONDS);
            if (offsetSecs != null) {
                return (R) ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
            }
            if (zone instanceof ZoneOffset) {
                return (R) zone;
            }
            return query.queryFrom(this);
        } else if (query == TemporalQueries.zone()) {
            if (zone != null) {
                return (R) zone;
            }
            return (R) query(TemporalQueries.offset());
        } else if (query == TemporalQueries.precision()) {
            return null;
        }
        return query.queryFrom(this);
    }

    private Long remove(TemporalField f) {
        return fieldValues.remove(f);
    }

    TemporalAccessor resolve(ResolverStyle style) {
        if (dayPeriod != null) {
            resolveDayPeriodHalf();
        }
        resolveFields(style); // hotspot:259
        resolveTimeLenient(style); // hotspot:260
        if (dayPeriod != null && time == null && !fieldValues.containsKey(ChronoField.HOUR_OF_DAY)
                && !fieldValues.containsKey(ChronoField.HOUR_OF_AMPM)
                && !fieldValues.containsKey(ChronoField.CLOCK_HOUR_OF_AMPM)) {
            // a day period alone: its middle
            time = LocalTime.ofSecondOfDay(((dayPeriod[0] + dayPeriod[1] / 2) % 1440) * 60L);
        }
        return resolveRest(style);
    }

    /** An hour of am/pm with a day period and no am/pm: afternoon when that is in the period, else morning. */
    private void resolveDayPeriodHalf() {
        Long hoap = fieldValues.get(ChronoField.HOUR_OF_AMPM);
        if (hoap == null) {
            hoap = fieldValues.get(ChronoField.CLOCK_HOUR_OF_AMPM);
        }
        if (hoap == null || fieldValues.containsKey(ChronoField.AMPM_OF_DAY)) {
            return;
        }
        Long moh = fieldValues.get(ChronoField.MINUTE_OF_HOUR);
        // afternoon when the period has the hour after noon
        long minute = (Math.floorMod(hoap, 12) + 12) * 60 + (moh == null ? 0 : Math.floorMod(moh, 60));
        long into = Math.floorMod(minute - dayPeriod[0], 1440);
        fieldValues.put(ChronoField.AMPM_OF_DAY, into < Math.max(dayPeriod[1], 1) ? 1L : 0L);
    }

    private void resolveFields(ResolverStyle style) {
        // As the JDK: ChronoFields first, then other fields' own resolve (IsoFields, WeekFields), then
        // ChronoFields again for what those produced.
        resolveDateFields(style); // hotspot:272
        resolveTimeFields(style);
        if (!fieldValues.isEmpty()) {
            int changedCount = 0;
            outer:
            while (changedCount < 50) {
                for (Map.Entry<TemporalField, Long> entry : fieldValues.entrySet()) {
                    TemporalField targetField = entry.getKey();
                    TemporalAccessor resolvedObject = targetField.resolve(fieldValues, this, style);
                    if (resolvedObject != null) {
                        if (resolvedObject instanceof java.time.ZonedDateTime) {
                            java.time.ZonedDateTime czdt = (java.time.ZonedDateTime) resolvedObject;
                            if (zone == null) {
                                zone = czdt.getZone();
                            } else if (!zone.equals(czdt.getZone())) {
                                throw new DateTimeException("ChronoZonedDateTime must use the effective parsed zone: "
                                    + zone);
                            }
                            resolvedObject = czdt.toLocalDateTime();
                        }
                        if (resolvedObject instanceof java.time.LocalDateTime) {
                            java.time.LocalDateTime ldt = (java.time.LocalDateTime) resolvedObject;
                            updateDate(ldt.toLocalDate());
                            updateTime(ldt.toLocalTime());
                            changedCount++;
                            continue outer;
                        }
                        if (resolvedObject instanceof LocalDate) {
                            updateDate((LocalDate) resolvedObject);
                            changedCount++;
                            continue outer;
                        }
                        throw new DateTimeException("Method resolve() can only return ChronoZonedDateTime, "
                            + "ChronoLocalDateTime or ChronoLocalDate");
                    } else if (!fieldValues.containsKey(targetField)) {
                        changedCount++;
                        continue outer;
                    }
                }
                break;
            }
            if (changedCount == 50) {
                throw new DateTimeException("One of the parsed fields has an incorrectly implemented resolve method");
            }
            if (changedCount > 0) {
                resolveDateFields(style);
                resolveTimeFields(style);
            }
        }
    }

    private void updateTime(LocalTime t) {
        if (time != null && !time.equals(t)) {
            throw new DateTimeException("Conflict found: Fields resolved to two different times: " + time + " " + t);
        }
        time = t;
    }

    private void resolveDateFields(ResolverStyle style) {
        boolean lenient = style == ResolverStyle.LENIENT;
        boolean strict = style == ResolverStyle.STRICT;
        // ---- date
        Long yoe = remove(ChronoField.YEAR_OF_ERA);
        if (yoe != null) {
            if (!lenient) {
                ChronoField.YEAR_OF_ERA.checkValidValue(yoe);
            }
            Long era = remove(ChronoField.ERA);
            if (era != null) {
                if (era == 1L) {
                    addField(ChronoField.YEAR, yoe);
                } else if (era == 0L) {
                    addField(ChronoField.YEAR, Math.subtractExact(1, yoe));
                } else {
                    throw new DateTimeException("Invalid value for era: " + era);
                }
            } else if (strict) {
                fieldValues.put(ChronoField.YEAR_OF_ERA, yoe);
            } else {
                Long year = fieldValues.get(ChronoField.YEAR);
                addField(ChronoField.YEAR, year == null || year > 0 ? yoe : Math.subtractExact(1, yoe));
            }
        } else if (fieldValues.containsKey(ChronoField.ERA)) {
            ChronoField.ERA.checkValidValue(fieldValues.get(ChronoField.ERA));
        }
        Long pm = remove(ChronoField.PROLEPTIC_MONTH);
        if (pm != null) {
            if (!lenient) {
                ChronoField.PROLEPTIC_MONTH.checkValidValue(pm);
            }
            addField(ChronoField.MONTH_OF_YEAR, Math.floorMod(pm, 12L) + 1);
            addField(ChronoField.YEAR, Math.floorDiv(pm, 12L));
        }
        if (fieldValues.containsKey(ChronoField.EPOCH_DAY)) {
            updateDate(LocalDate.ofEpochDay(remove(ChronoField.EPOCH_DAY)));
        } else if (fieldValues.containsKey(ChronoField.YEAR)) {
            if (fieldValues.containsKey(ChronoField.MONTH_OF_YEAR) && fieldValues.containsKey(ChronoField.DAY_OF_MONTH)) {
                // through the chronology, as the JDK (whose frames show it)
                java.time.chrono.Chronology chrono = IsoChronology.INSTANCE;
                updateDate((LocalDate) chrono.resolveDate(fieldValues, style)); // hotspot:366
            } else if (fieldValues.containsKey(ChronoField.DAY_OF_YEAR)) {
                int y = ChronoField.YEAR.checkValidIntValue(remove(ChronoField.YEAR));
                long doy = remove(ChronoField.DAY_OF_YEAR);
                if (lenient) {
                    updateDate(LocalDate.ofYearDay(y, 1).plusDays(Math.subtractExact(doy, 1)));
                } else {
                    updateDate(LocalDate.ofYearDay(y, ChronoField.DAY_OF_YEAR.checkValidIntValue(doy)));
                }
            }
        }
    }

    private void resolveTimeFields(ResolverStyle style) {
        boolean lenient = style == ResolverStyle.LENIENT;
        boolean strict = style == ResolverStyle.STRICT;
        // ---- time
        Long ch = remove(ChronoField.CLOCK_HOUR_OF_DAY);
        if (ch != null) {
            if (strict || (style == ResolverStyle.SMART && ch != 0)) {
                ChronoField.CLOCK_HOUR_OF_DAY.checkValidValue(ch);
            }
            addField(ChronoField.HOUR_OF_DAY, ch == 24 ? 0 : ch);
        }
        Long cha = remove(ChronoField.CLOCK_HOUR_OF_AMPM);
        if (cha != null) {
            if (strict || (style == ResolverStyle.SMART && cha != 0)) {
                ChronoField.CLOCK_HOUR_OF_AMPM.checkValidValue(cha);
            }
            addField(ChronoField.HOUR_OF_AMPM, cha == 12 ? 0 : cha);
        }
        if (fieldValues.containsKey(ChronoField.AMPM_OF_DAY) && fieldValues.containsKey(ChronoField.HOUR_OF_AMPM)) {
            long ap = remove(ChronoField.AMPM_OF_DAY);
            long hap = remove(ChronoField.HOUR_OF_AMPM);
            if (lenient) {
                addField(ChronoField.HOUR_OF_DAY, Math.addExact(Math.multiplyExact(ap, 12), hap));
            } else {
                ChronoField.AMPM_OF_DAY.checkValidValue(ap);
                ChronoField.HOUR_OF_AMPM.checkValidValue(hap);
                addField(ChronoField.HOUR_OF_DAY, ap * 12 + hap);
            }
        }
        Long nod = remove(ChronoField.NANO_OF_DAY);
        if (nod != null) {
            if (!lenient) {
                ChronoField.NANO_OF_DAY.checkValidValue(nod);
            }
            addField(ChronoField.HOUR_OF_DAY, nod / 3600_000_000_000L);
            addField(ChronoField.MINUTE_OF_HOUR, (nod / 60_000_000_000L) % 60);
            addField(ChronoField.SECOND_OF_MINUTE, (nod / 1_000_000_000L) % 60);
            addField(ChronoField.NANO_OF_SECOND, nod % 1_000_000_000L);
        }
        Long mod = remove(ChronoField.MILLI_OF_DAY);
        if (mod != null) {
            if (!lenient) {
                ChronoField.MILLI_OF_DAY.checkValidValue(mod);
            }
            addField(ChronoField.SECOND_OF_DAY, mod / 1_000);
            addField(ChronoField.MILLI_OF_SECOND, mod % 1_000);
        }
        Long sod = remove(ChronoField.SECOND_OF_DAY);
        if (sod != null) {
            if (!lenient) {
                ChronoField.SECOND_OF_DAY.checkValidValue(sod);
            }
            addField(ChronoField.HOUR_OF_DAY, sod / 3600);
            addField(ChronoField.MINUTE_OF_HOUR, (sod / 60) % 60);
            addField(ChronoField.SECOND_OF_MINUTE, sod % 60);
        }
        Long mind = remove(ChronoField.MINUTE_OF_DAY);
        if (mind != null) {
            if (!lenient) {
                ChronoField.MINUTE_OF_DAY.checkValidValue(mind);
            }
            addField(ChronoField.HOUR_OF_DAY, mind / 60);
            addField(ChronoField.MINUTE_OF_HOUR, mind % 60);
        }
        Long ms = remove(ChronoField.MILLI_OF_SECOND);
        if (ms != null) {
            if (!lenient) {
                ChronoField.MILLI_OF_SECOND.checkValidValue(ms);
            }
            addField(ChronoField.NANO_OF_SECOND, ms * 1_000_000L);
        }
    }

    private void resolveTimeLenient(ResolverStyle style) {
        Long hod = fieldValues.get(ChronoField.HOUR_OF_DAY);
        if (hod != null) {
            Long moh = fieldValues.get(ChronoField.MINUTE_OF_HOUR);
            Long som = fieldValues.get(ChronoField.SECOND_OF_MINUTE);
            Long nos = fieldValues.get(ChronoField.NANO_OF_SECOND);
            if (!((moh == null && (som != null || nos != null)) || (moh != null && som == null && nos != null))) {
                long mohVal = (moh != null ? moh : 0);
                long somVal = (som != null ? som : 0);
                long nosVal = (nos != null ? nos : 0);
                remove(ChronoField.HOUR_OF_DAY);
                remove(ChronoField.MINUTE_OF_HOUR);
                remove(ChronoField.SECOND_OF_MINUTE);
                remove(ChronoField.NANO_OF_SECOND);
                resolveTime(style, hod, mohVal, somVal, nosVal); // hotspot:575
            }
        }
    }

    private void resolveTime(ResolverStyle style, long hod, long mohVal, long somVal, long nosVal) {
        if (style == ResolverStyle.LENIENT) {
            long totalNanos = Math.multiplyExact(hod, 3600_000_000_000L);
            totalNanos = Math.addExact(totalNanos, Math.multiplyExact(mohVal, 60_000_000_000L));
            totalNanos = Math.addExact(totalNanos, Math.multiplyExact(somVal, 1_000_000_000L));
            totalNanos = Math.addExact(totalNanos, nosVal);
            int excess = (int) Math.floorDiv(totalNanos, 86400_000_000_000L);
            long nodv = Math.floorMod(totalNanos, 86400_000_000_000L);
            time = LocalTime.ofNanoOfDay(nodv);
            excessDays = Period.ofDays(excess);
        } else {
            int mohv = ChronoField.MINUTE_OF_HOUR.checkValidIntValue(mohVal); // hotspot:604
            int nosv = ChronoField.NANO_OF_SECOND.checkValidIntValue(nosVal);
            if (style == ResolverStyle.SMART && hod == 24 && mohv == 0 && somVal == 0 && nosv == 0) {
                time = LocalTime.MIDNIGHT;
                excessDays = Period.ofDays(1);
            } else {
                int hodv = ChronoField.HOUR_OF_DAY.checkValidIntValue(hod); // hotspot:610
                int somv = ChronoField.SECOND_OF_MINUTE.checkValidIntValue(somVal);
                time = LocalTime.of(hodv, mohv, somv, nosv);
            }
        }
    }

    private TemporalAccessor resolveRest(ResolverStyle style) {
        if (date != null && time != null && !excessDays.isZero()) {
            date = date.plus(excessDays);
            excessDays = Period.ZERO;
        }
        // ---- cross check remaining fields against the resolved date/time
        if (!fieldValues.isEmpty()) {
            Iterator<Map.Entry<TemporalField, Long>> it = fieldValues.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<TemporalField, Long> entry = it.next();
                TemporalField field = entry.getKey();
                TemporalAccessor target = null;
                if (date != null && date.isSupported(field)) {
                    target = date;
                } else if (time != null && time.isSupported(field)) {
                    target = time;
                }
                if (target != null) {
                    long val1 = target.getLong(field);
                    long val2 = entry.getValue();
                    if (val1 != val2) {
                        throw new DateTimeException("Conflict found: Field " + field + " " + val1 + " differs from "
                            + field + " " + val2 + " derived from " + target);
                    }
                    it.remove();
                }
            }
        }
        // ---- instant
        if (date != null && time != null) {
            Long offsetSecs = fieldValues.get(ChronoField.OFFSET_SECONDS);
            if (offsetSecs != null) {
                ZoneOffset offset = ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
                fieldValues.put(ChronoField.INSTANT_SECONDS, date.atTime(time).toEpochSecond(offset));
            } else if (zone != null) {
                fieldValues.put(ChronoField.INSTANT_SECONDS, date.atTime(time).atZone(zone).toEpochSecond());
            }
        } else if (fieldValues.containsKey(ChronoField.INSTANT_SECONDS)) {
            ZoneId z = zone;
            Long offsetSecs = fieldValues.get(ChronoField.OFFSET_SECONDS);
            if (z == null && offsetSecs != null) {
                z = ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
            }
            if (z != null) {
                long secs = fieldValues.get(ChronoField.INSTANT_SECONDS);
                Long nos = fieldValues.get(ChronoField.NANO_OF_SECOND);
                Instant instant = Instant.ofEpochSecond(secs, nos == null ? 0 : nos);
                java.time.LocalDateTime ldt = java.time.LocalDateTime.ofInstant(instant, z);
                date = ldt.toLocalDate();
                time = ldt.toLocalTime();
            }
        }
        return this;
    }

    private void addField(TemporalField field, long value) {
        Long old = fieldValues.get(field);
        if (old != null && old.longValue() != value) {
            throw new DateTimeException("Conflict found: " + field + " " + old + " differs from " + field + " "
                + value + " while resolving  " + this);
        }
        fieldValues.put(field, value);
    }

    private void updateDate(LocalDate d) {
        if (date != null && !date.equals(d)) {
            throw new DateTimeException("Conflict found: Fields resolved to two different dates: " + date + " " + d);
        }
        date = d;
    }

    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder(64);
        buf.append(fieldValues).append(',').append(IsoChronology.INSTANCE);
        if (zone != null) {
            buf.append(',').append(zone);
        }
        if (date != null || time != null) {
            buf.append(" resolved to ");
            if (date != null) {
                buf.append(date);
                if (time != null) {
                    buf.append('T').append(time);
                }
            } else {
                buf.append(time);
            }
        }
        return buf.toString();
    }
}
