package java.time.zone;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import jdk.internal.terrarium.time.Zones;

/**
 * A zone's rules as the tzdb gives them: historic standard-offset and wall-offset transitions, and
 * the rules that make the transitions after the last historic one (as the JDK's ZoneRules).
 */
public final class ZoneRules implements java.io.Serializable {
    private static final long serialVersionUID = 3044319355680032515L;
    /** The last year whose rule transitions are cached. */
    private static final int LAST_CACHED_YEAR = 2100;
    private static final ZoneOffsetTransitionRule[] NO_RULES = new ZoneOffsetTransitionRule[0];
    private static final long[] NO_TIMES = new long[0];

    private final long[] standardTransitions;
    private final ZoneOffset[] standardOffsets;
    private final long[] savingsInstantTransitions;
    /** Local date-times of the savings transitions, two each, earlier first. */
    private final LocalDateTime[] savingsLocalTransitions;
    private final ZoneOffset[] wallOffsets;
    private final ZoneOffsetTransitionRule[] lastRules;
    private final transient java.util.concurrent.ConcurrentHashMap<Integer, ZoneOffsetTransition[]> lastRulesCache =
        new java.util.concurrent.ConcurrentHashMap<>();

    static {
        Zones.factory = new Zones.RulesFactory() {
            public ZoneRules make(long[] stdTrans, int[] stdOffsets, long[] savTrans, int[] wallOffsets,
                    int[] lastRules) {
                return new ZoneRules(stdTrans, offsets(stdOffsets), savTrans, offsets(wallOffsets), rules(lastRules));
            }
        };
    }

    private static ZoneOffset[] offsets(int[] secs) {
        ZoneOffset[] r = new ZoneOffset[secs.length];
        for (int i = 0; i < secs.length; i++) {
            r[i] = ZoneOffset.ofTotalSeconds(secs[i]);
        }
        return r;
    }

    private static ZoneOffsetTransitionRule[] rules(int[] d) {
        ZoneOffsetTransitionRule[] r = new ZoneOffsetTransitionRule[d.length / 9];
        for (int i = 0; i < r.length; i++) {
            int k = i * 9;
            boolean endOfDay = d[k + 3] == 86400;
            r[i] = new ZoneOffsetTransitionRule(Month.of(d[k]), d[k + 1], d[k + 2] == 0 ? null : DayOfWeek.of(d[k + 2]),
                endOfDay ? LocalTime.MIDNIGHT : LocalTime.ofSecondOfDay(d[k + 3]), endOfDay,
                ZoneOffsetTransitionRule.TimeDefinition.values()[d[k + 4]], ZoneOffset.ofTotalSeconds(d[k + 5]),
                ZoneOffset.ofTotalSeconds(d[k + 6]), ZoneOffset.ofTotalSeconds(d[k + 7]));
        }
        return r;
    }

    private ZoneRules(long[] standardTransitions, ZoneOffset[] standardOffsets, long[] savingsInstantTransitions,
            ZoneOffset[] wallOffsets, ZoneOffsetTransitionRule[] lastRules) {
        this.standardTransitions = standardTransitions;
        this.standardOffsets = standardOffsets;
        this.savingsInstantTransitions = savingsInstantTransitions;
        this.wallOffsets = wallOffsets;
        this.lastRules = lastRules;
        if (savingsInstantTransitions.length == 0) {
            this.savingsLocalTransitions = new LocalDateTime[0];
        } else {
            LocalDateTime[] local = new LocalDateTime[savingsInstantTransitions.length * 2];
            for (int i = 0; i < savingsInstantTransitions.length; i++) {
                ZoneOffsetTransition trans = new ZoneOffsetTransition(savingsInstantTransitions[i], wallOffsets[i],
                    wallOffsets[i + 1]);
                if (trans.isGap()) {
                    local[2 * i] = trans.getDateTimeBefore();
                    local[2 * i + 1] = trans.getDateTimeAfter();
                } else {
                    local[2 * i] = trans.getDateTimeAfter();
                    local[2 * i + 1] = trans.getDateTimeBefore();
                }
            }
            this.savingsLocalTransitions = local;
        }
    }

    public static ZoneRules of(ZoneOffset baseStandardOffset, ZoneOffset baseWallOffset,
            List<ZoneOffsetTransition> standardOffsetTransitionList, List<ZoneOffsetTransition> transitionList,
            List<ZoneOffsetTransitionRule> lastRules) {
        java.util.Objects.requireNonNull(baseStandardOffset, "baseStandardOffset");
        java.util.Objects.requireNonNull(baseWallOffset, "baseWallOffset");
        java.util.Objects.requireNonNull(standardOffsetTransitionList, "standardOffsetTransitionList");
        java.util.Objects.requireNonNull(transitionList, "transitionList");
        java.util.Objects.requireNonNull(lastRules, "lastRules");
        long[] stdTrans = new long[standardOffsetTransitionList.size()];
        ZoneOffset[] stdOffsets = new ZoneOffset[stdTrans.length + 1];
        stdOffsets[0] = baseStandardOffset;
        for (int i = 0; i < stdTrans.length; i++) {
            stdTrans[i] = standardOffsetTransitionList.get(i).toEpochSecond();
            stdOffsets[i + 1] = standardOffsetTransitionList.get(i).getOffsetAfter();
        }
        // As the JDK, transitions that do not change the wall offset are dropped.
        ArrayList<Long> savTrans = new ArrayList<>();
        ArrayList<ZoneOffset> wall = new ArrayList<>();
        wall.add(baseWallOffset);
        for (ZoneOffsetTransition trans : transitionList) {
            if (trans.isGap() || trans.isOverlap()) {
                savTrans.add(trans.toEpochSecond());
                wall.add(trans.getOffsetAfter());
            }
        }
        long[] sav = new long[savTrans.size()];
        for (int i = 0; i < sav.length; i++) {
            sav[i] = savTrans.get(i);
        }
        if (lastRules.size() > 16) {
            throw new IllegalArgumentException("Too many transition rules");
        }
        return new ZoneRules(stdTrans, stdOffsets, sav, wall.toArray(new ZoneOffset[0]),
            lastRules.toArray(new ZoneOffsetTransitionRule[0]));
    }

    public static ZoneRules of(ZoneOffset offset) {
        java.util.Objects.requireNonNull(offset, "offset");
        return new ZoneRules(NO_TIMES, new ZoneOffset[] {offset}, NO_TIMES, new ZoneOffset[] {offset}, NO_RULES);
    }

    public boolean isFixedOffset() {
        return standardOffsets[0].equals(wallOffsets[0]) && standardTransitions.length == 0
            && savingsInstantTransitions.length == 0 && lastRules.length == 0;
    }

    public ZoneOffset getOffset(Instant instant) {
        if (savingsInstantTransitions.length == 0) {
            return wallOffsets[0];
        }
        long epochSec = instant.getEpochSecond();
        if (lastRules.length > 0 && epochSec > savingsInstantTransitions[savingsInstantTransitions.length - 1]) {
            int year = findYear(epochSec, wallOffsets[wallOffsets.length - 1]);
            ZoneOffsetTransition[] transArray = findTransitionArray(year);
            ZoneOffsetTransition trans = null;
            for (int i = 0; i < transArray.length; i++) {
                trans = transArray[i];
                if (epochSec < trans.toEpochSecond()) {
                    return trans.getOffsetBefore();
                }
            }
            return trans.getOffsetAfter();
        }
        int index = Arrays.binarySearch(savingsInstantTransitions, epochSec);
        if (index < 0) {
            index = -index - 2;
        }
        return wallOffsets[index + 1];
    }

    public ZoneOffset getOffset(LocalDateTime localDateTime) {
        Object info = getOffsetInfo(localDateTime);
        if (info instanceof ZoneOffsetTransition) {
            return ((ZoneOffsetTransition) info).getOffsetBefore();
        }
        return (ZoneOffset) info;
    }

    public List<ZoneOffset> getValidOffsets(LocalDateTime localDateTime) {
        Object info = getOffsetInfo(localDateTime);
        if (info instanceof ZoneOffsetTransition) {
            ZoneOffsetTransition t = (ZoneOffsetTransition) info;
            if (t.isGap()) {
                return Collections.emptyList();
            }
            return List.of(t.getOffsetBefore(), t.getOffsetAfter());
        }
        return Collections.singletonList((ZoneOffset) info);
    }

    public ZoneOffsetTransition getTransition(LocalDateTime localDateTime) {
        Object info = getOffsetInfo(localDateTime);
        return info instanceof ZoneOffsetTransition ? (ZoneOffsetTransition) info : null;
    }

    private Object getOffsetInfo(LocalDateTime dt) {
        if (savingsInstantTransitions.length == 0) {
            return wallOffsets[0];
        }
        if (lastRules.length > 0 && dt.isAfter(savingsLocalTransitions[savingsLocalTransitions.length - 1])) {
            ZoneOffsetTransition[] transArray = findTransitionArray(dt.getYear());
            Object info = null;
            for (ZoneOffsetTransition trans : transArray) {
                info = findOffsetInfo(dt, trans);
                if (info instanceof ZoneOffsetTransition || info.equals(trans.getOffsetBefore())) {
                    return info;
                }
            }
            return info;
        }
        int index = Arrays.binarySearch(savingsLocalTransitions, dt);
        if (index == -1) {
            return wallOffsets[0];
        }
        if (index < 0) {
            index = -index - 2;
        } else if (index < savingsLocalTransitions.length - 1
                && savingsLocalTransitions[index].equals(savingsLocalTransitions[index + 1])) {
            index++;
        }
        if ((index & 1) == 0) {
            LocalDateTime dtBefore = savingsLocalTransitions[index];
            LocalDateTime dtAfter = savingsLocalTransitions[index + 1];
            ZoneOffset offsetBefore = wallOffsets[index / 2];
            ZoneOffset offsetAfter = wallOffsets[index / 2 + 1];
            if (offsetAfter.getTotalSeconds() > offsetBefore.getTotalSeconds()) {
                return new ZoneOffsetTransition(dtBefore.toEpochSecond(offsetBefore), offsetBefore, offsetAfter);
            }
            return new ZoneOffsetTransition(dtAfter.toEpochSecond(offsetBefore), offsetBefore, offsetAfter);
        }
        return wallOffsets[index / 2 + 1];
    }

    private Object findOffsetInfo(LocalDateTime dt, ZoneOffsetTransition trans) {
        LocalDateTime localTransition = trans.getDateTimeBefore();
        if (trans.isGap()) {
            if (dt.isBefore(localTransition)) {
                return trans.getOffsetBefore();
            }
            if (dt.isBefore(trans.getDateTimeAfter())) {
                return trans;
            }
            return trans.getOffsetAfter();
        }
        if (!dt.isBefore(localTransition)) {
            return trans.getOffsetAfter();
        }
        if (dt.isBefore(trans.getDateTimeAfter())) {
            return trans.getOffsetBefore();
        }
        return trans;
    }

    private ZoneOffsetTransition[] findTransitionArray(int year) {
        Integer yearObj = year;
        ZoneOffsetTransition[] transArray = lastRulesCache.get(yearObj);
        if (transArray != null) {
            return transArray;
        }
        ZoneOffsetTransitionRule[] ruleArray = lastRules;
        transArray = new ZoneOffsetTransition[ruleArray.length];
        for (int i = 0; i < ruleArray.length; i++) {
            transArray[i] = ruleArray[i].createTransition(year);
        }
        if (year < LAST_CACHED_YEAR) {
            lastRulesCache.putIfAbsent(yearObj, transArray);
        }
        return transArray;
    }

    private static int findYear(long epochSecond, ZoneOffset offset) {
        long localSecond = epochSecond + offset.getTotalSeconds();
        long localEpochDay = Math.floorDiv(localSecond, 86400L);
        return LocalDate.ofEpochDay(localEpochDay).getYear();
    }

    public boolean isValidOffset(LocalDateTime localDateTime, ZoneOffset offset) {
        return getValidOffsets(localDateTime).contains(offset);
    }

    public ZoneOffset getStandardOffset(Instant instant) {
        if (savingsInstantTransitions.length == 0) {
            return standardOffsets[0];
        }
        long epochSec = instant.getEpochSecond();
        int index = Arrays.binarySearch(standardTransitions, epochSec);
        if (index < 0) {
            index = -index - 2;
        }
        return standardOffsets[index + 1];
    }

    public Duration getDaylightSavings(Instant instant) {
        if (savingsInstantTransitions.length == 0) {
            return Duration.ZERO;
        }
        ZoneOffset standardOffset = getStandardOffset(instant);
        ZoneOffset actualOffset = getOffset(instant);
        return Duration.ofSeconds(actualOffset.getTotalSeconds() - standardOffset.getTotalSeconds());
    }

    public boolean isDaylightSavings(Instant instant) {
        return !getStandardOffset(instant).equals(getOffset(instant));
    }

    public ZoneOffsetTransition nextTransition(Instant instant) {
        if (savingsInstantTransitions.length == 0) {
            return null;
        }
        long epochSec = instant.getEpochSecond();
        if (epochSec >= savingsInstantTransitions[savingsInstantTransitions.length - 1]) {
            if (lastRules.length == 0) {
                return null;
            }
            int year = findYear(epochSec, wallOffsets[wallOffsets.length - 1]);
            ZoneOffsetTransition[] transArray = findTransitionArray(year);
            for (ZoneOffsetTransition trans : transArray) {
                if (epochSec < trans.toEpochSecond()) {
                    return trans;
                }
            }
            if (year < java.time.Year.MAX_VALUE) {
                transArray = findTransitionArray(year + 1);
                return transArray[0];
            }
            return null;
        }
        int index = Arrays.binarySearch(savingsInstantTransitions, epochSec);
        if (index < 0) {
            index = -index - 1;
        } else {
            index += 1;
        }
        return new ZoneOffsetTransition(savingsInstantTransitions[index], wallOffsets[index], wallOffsets[index + 1]);
    }

    public ZoneOffsetTransition previousTransition(Instant instant) {
        if (savingsInstantTransitions.length == 0) {
            return null;
        }
        long epochSec = instant.getEpochSecond();
        if (instant.getNano() > 0 && epochSec < Long.MAX_VALUE) {
            epochSec += 1;
        }
        long lastHistoric = savingsInstantTransitions[savingsInstantTransitions.length - 1];
        if (lastRules.length > 0 && epochSec > lastHistoric) {
            ZoneOffset lastHistoricOffset = wallOffsets[wallOffsets.length - 1];
            int year = findYear(epochSec, lastHistoricOffset);
            ZoneOffsetTransition[] transArray = findTransitionArray(year);
            for (int i = transArray.length - 1; i >= 0; i--) {
                if (epochSec > transArray[i].toEpochSecond()) {
                    return transArray[i];
                }
            }
            int lastHistoricYear = findYear(lastHistoric, lastHistoricOffset);
            if (--year > lastHistoricYear) {
                transArray = findTransitionArray(year);
                return transArray[transArray.length - 1];
            }
        }
        int index = Arrays.binarySearch(savingsInstantTransitions, epochSec);
        if (index < 0) {
            index = -index - 1;
        }
        if (index <= 0) {
            return null;
        }
        return new ZoneOffsetTransition(savingsInstantTransitions[index - 1], wallOffsets[index - 1],
            wallOffsets[index]);
    }

    public List<ZoneOffsetTransition> getTransitions() {
        List<ZoneOffsetTransition> list = new ArrayList<>();
        for (int i = 0; i < savingsInstantTransitions.length; i++) {
            list.add(new ZoneOffsetTransition(savingsInstantTransitions[i], wallOffsets[i], wallOffsets[i + 1]));
        }
        return Collections.unmodifiableList(list);
    }

    public List<ZoneOffsetTransitionRule> getTransitionRules() {
        return Collections.unmodifiableList(Arrays.asList(lastRules));
    }

    @Override
    public boolean equals(Object otherRules) {
        if (this == otherRules) {
            return true;
        }
        if (otherRules instanceof ZoneRules) {
            ZoneRules other = (ZoneRules) otherRules;
            return Arrays.equals(standardTransitions, other.standardTransitions)
                && Arrays.equals(standardOffsets, other.standardOffsets)
                && Arrays.equals(savingsInstantTransitions, other.savingsInstantTransitions)
                && Arrays.equals(wallOffsets, other.wallOffsets)
                && Arrays.equals(lastRules, other.lastRules);
        }
        return false;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(standardTransitions) ^ Arrays.hashCode(standardOffsets)
            ^ Arrays.hashCode(savingsInstantTransitions) ^ Arrays.hashCode(wallOffsets) ^ Arrays.hashCode(lastRules);
    }

    @Override
    public String toString() {
        return "ZoneRules[currentStandardOffset=" + standardOffsets[standardOffsets.length - 1] + "]";
    }
}
