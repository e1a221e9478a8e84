// jars: guava
import com.google.common.collect.BoundType;
import com.google.common.collect.ContiguousSet;
import com.google.common.collect.DiscreteDomain;
import com.google.common.collect.ImmutableRangeMap;
import com.google.common.collect.ImmutableRangeSet;
import com.google.common.collect.Range;
import com.google.common.collect.RangeMap;
import com.google.common.collect.RangeSet;
import com.google.common.collect.TreeRangeMap;
import com.google.common.collect.TreeRangeSet;
import com.google.common.math.IntMath;
import com.google.common.math.LongMath;
import com.google.common.math.DoubleMath;
import com.google.common.math.Stats;
import com.google.common.math.StatsAccumulator;
import com.google.common.math.Quantiles;
import com.google.common.math.PairedStatsAccumulator;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.Map;

/** Meeting-room booking with RangeSets (minutes of the day) and tariff bands with RangeMaps. */
public class GuavaRangeScheduler {
    static String hm(int minutes) { return String.format("%02d:%02d", minutes / 60, minutes % 60); }
    static String fmt(Range<Integer> r) {
        return (r.lowerBoundType() == BoundType.CLOSED ? "[" : "(") + hm(r.lowerEndpoint()) + ".." + hm(r.upperEndpoint())
                + (r.upperBoundType() == BoundType.CLOSED ? "]" : ")");
    }

    public static void main(String[] args) {
        Range<Integer> workday = Range.closedOpen(9 * 60, 18 * 60);
        RangeSet<Integer> booked = TreeRangeSet.create();
        int[][] requests = {{9 * 60, 10 * 60}, {10 * 60, 10 * 60 + 30}, {11 * 60, 12 * 60}, {11 * 60 + 30, 13 * 60}, {15 * 60, 16 * 60}, {8 * 60, 9 * 60 + 15}};
        for (int[] r : requests) {
            Range<Integer> want = Range.closedOpen(r[0], r[1]);
            if (!workday.encloses(want)) {
                System.out.println("reject " + fmt(want) + ": outside " + fmt(workday));
                continue;
            }
            if (booked.intersects(want)) {
                System.out.println("conflict " + fmt(want) + " with " + booked.subRangeSet(want));
                continue;
            }
            booked.add(want);
            System.out.println("booked " + fmt(want));
        }
        System.out.println("booked " + booked);
        RangeSet<Integer> free = booked.complement().subRangeSet(workday);
        StringBuilder sb = new StringBuilder();
        for (Range<Integer> f : free.asRanges()) sb.append(fmt(f)).append(' ');
        System.out.println("free " + sb.toString().trim());
        System.out.println("span " + fmt(booked.span()) + " encloses 9:30-10:15 " + booked.encloses(Range.closed(570, 615))
                + " range containing 11:00 " + booked.rangeContaining(660));
        booked.remove(Range.closedOpen(9 * 60 + 30, 9 * 60 + 45));
        System.out.println("after cancel " + booked + " contains 9:40 " + booked.contains(580));
        ImmutableRangeSet<Integer> lunch = ImmutableRangeSet.of(Range.closedOpen(12 * 60, 13 * 60));
        System.out.println("lunch overlap " + ImmutableRangeSet.copyOf(booked).intersection(lunch) + " union size "
                + ImmutableRangeSet.copyOf(booked).union(lunch).asRanges().size());

        ContiguousSet<Integer> slots = ContiguousSet.create(Range.closed(1, 10), DiscreteDomain.integers());
        System.out.println("slots " + slots + " size " + slots.size() + " sub " + slots.subSet(3, 6) + " canonical "
                + Range.closed(1, 5).canonical(DiscreteDomain.integers()) + " " + Range.openClosed(1, 5).canonical(DiscreteDomain.integers()));
        System.out.println("long domain " + ContiguousSet.create(Range.open(1L << 40, (1L << 40) + 4), DiscreteDomain.longs())
                + " bigint " + ContiguousSet.create(Range.closed(java.math.BigInteger.TEN, java.math.BigInteger.valueOf(12)), DiscreteDomain.bigIntegers()));
        Range<LocalDate> q1 = Range.closed(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 3, 31));
        System.out.println("q1 " + q1 + " contains leap day " + q1.contains(LocalDate.of(2024, 2, 29)) + " gap "
                + Range.closed(1, 3).gap(Range.closed(7, 9)) + " intersection " + Range.closed(1, 5).intersection(Range.open(3, 9))
                + " span " + Range.atMost(3).span(Range.greaterThan(10)) + " isConnected " + Range.closed(1, 3).isConnected(Range.open(3, 5)));
        System.out.println("encloseAll " + Range.encloseAll(java.util.List.of(5, 2, 9, 4)) + " all " + Range.all() + " empty "
                + Range.closedOpen(4, 4).isEmpty() + " downTo " + Range.downTo(3, BoundType.OPEN) + " upTo " + Range.upTo(3, BoundType.CLOSED));

        RangeMap<Integer, String> tariff = TreeRangeMap.create();
        tariff.put(Range.closedOpen(0, 7 * 60), "night");
        tariff.put(Range.closedOpen(7 * 60, 19 * 60), "day");
        tariff.put(Range.closedOpen(19 * 60, 24 * 60), "evening");
        tariff.put(Range.closedOpen(17 * 60, 19 * 60), "peak");
        tariff.putCoalescing(Range.closedOpen(19 * 60, 20 * 60), "peak");
        System.out.println("tariff " + tariff);
        System.out.println("at 06:59 " + tariff.get(419) + ", 17:30 " + tariff.get(1050) + ", 19:30 " + tariff.get(1170) + ", 25:00 " + tariff.get(1500));
        Map.Entry<Range<Integer>, String> e = tariff.getEntry(600);
        System.out.println("entry " + e.getKey() + "=" + e.getValue() + " sub " + tariff.subRangeMap(Range.closed(18 * 60, 21 * 60)));
        tariff.remove(Range.closedOpen(12 * 60, 13 * 60));
        System.out.println("no lunch pricing " + tariff.asMapOfRanges().keySet());
        ImmutableRangeMap<Integer, Double> tax = ImmutableRangeMap.<Integer, Double>builder()
                .put(Range.lessThan(10_000), 0.0).put(Range.closedOpen(10_000, 40_000), 0.2).put(Range.atLeast(40_000), 0.4).build();
        for (int income : new int[] {5_000, 10_000, 39_999, 125_000}) System.out.print(income + "->" + tax.get(income) + " ");
        System.out.println();

        System.out.println("math " + IntMath.divide(7, 2, RoundingMode.CEILING) + " " + IntMath.log2(1000, RoundingMode.FLOOR) + " "
                + IntMath.gcd(84, 36) + " " + IntMath.pow(3, 7) + " " + LongMath.factorial(15) + " " + LongMath.binomial(20, 6) + " "
                + IntMath.isPrime(97) + " " + IntMath.sqrt(99, RoundingMode.HALF_UP) + " " + DoubleMath.roundToInt(2.5, RoundingMode.HALF_EVEN)
                + " " + DoubleMath.fuzzyEquals(0.1 + 0.2, 0.3, 1e-9) + " " + LongMath.saturatedMultiply(Long.MAX_VALUE, 2));
        try {
            IntMath.checkedAdd(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException ex) {
            System.out.println("ArithmeticException: " + ex.getMessage());
        }
        int[] durations = {60, 30, 60, 90, 60, 15, 45, 120};
        Stats stats = Stats.of(durations);
        System.out.printf("stats n=%d mean=%.3f min=%.1f max=%.1f sd=%.4f var=%.4f sum=%.1f%n", stats.count(), stats.mean(), stats.min(), stats.max(),
                stats.populationStandardDeviation(), stats.sampleVariance(), stats.sum());
        System.out.println("stats " + stats);
        System.out.println("median " + Quantiles.median().compute(durations) + " quartiles " + new java.util.TreeMap<>(Quantiles.quartiles().indexes(1, 2, 3).compute(durations))
                + " p90 " + Quantiles.percentiles().index(90).compute(durations));
        StatsAccumulator acc = new StatsAccumulator();
        acc.addAll(1.5, 2.5, 4.0);
        acc.add(10);
        PairedStatsAccumulator paired = new PairedStatsAccumulator();
        for (int i = 0; i < 5; i++) paired.add(i, 2.0 * i + 1);
        System.out.printf("acc mean %.4f paired slope %.3f corr %.3f%n", acc.mean(), paired.leastSquaresFit().slope(), paired.pearsonsCorrelationCoefficient());
    }
}
