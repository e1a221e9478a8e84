package jacoco;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Comparator;
import java.util.function.Function;

import org.junit.Test;

/**
 * Runs part of each class of corpus/jacoco, some of it ending in exceptions
 * thrown in the middle of a line, so that the covered counts of JaCoCo (on
 * HotSpot) and Terrarium can be compared: tests/tests/jacoco.rs.
 */
public class PatternsTest {
    @Test
    public void stringSwitches() {
        assertEquals(1, StringSwitches.statement("one"));
        assertEquals(3, StringSwitches.statement("drei"));
        assertEquals("second", StringSwitches.collisions("BB"));
        assertEquals("none", StringSwitches.collisions("Ab"));
        assertEquals(2, StringSwitches.expression("c"));
        assertEquals(-1, StringSwitches.expression(""));
        assertTrue(StringSwitches.single("only"));
        assertEquals(2, StringSwitches.noDefault("y"));
        try {
            StringSwitches.statement(null);
            fail();
        } catch (NullPointerException e) {
            // the hash code of null
        }
    }

    @Test
    public void enumSwitches() {
        assertEquals(2, EnumSwitches.statement(EnumSwitches.Color.BLUE));
        assertEquals("y", EnumSwitches.expression(EnumSwitches.Color.YELLOW));
        assertEquals(2, EnumSwitches.twoSwitches(EnumSwitches.Color.RED, EnumSwitches.Color.GREEN));
    }

    @Test
    public void resources() throws Exception {
        assertEquals(4, Resources.one(2));
        assertEquals(-1, Resources.maybeNull(true, 1));
        try {
            Resources.two(1, true);
            fail();
        } catch (IllegalStateException e) {
            assertEquals("close", e.getMessage());
        }
        assertEquals(99, Resources.withCatchAndFinally(-1));
        assertEquals('x', Resources.reader("x"));
        Resources.noBody();
    }

    @Test
    public void finallyBlocks() {
        Finally f = new Finally();
        assertEquals(5, f.simple(2));
        try {
            f.simple(0);
            fail();
        } catch (ArithmeticException e) {
            // thrown inside the try
        }
        assertEquals(-1, f.withCatch(0));
        assertEquals(1, f.early(3));
        assertEquals(12, f.inLoop(5));
        f.emptyCatch("zz");
        try {
            f.nested(0);
            fail();
        } catch (ArithmeticException e) {
            // through both finally blocks
        }
    }

    @Test
    public void locks() {
        Locks l = new Locks();
        assertEquals(3, l.inc(3));
        try {
            l.inc(-1);
            fail();
        } catch (IllegalArgumentException e) {
            // thrown while holding the lock
        }
        assertEquals(3, l.get());
    }

    @Test
    public void asserts() {
        assertEquals(4, Asserts.positive(4));
        assertEquals(10, Asserts.checked(12));
    }

    @Test
    public void lambdas() {
        Lambdas l = new Lambdas(5);
        assertTrue(l.above().test(6));
        Function<String, Integer> p = l.parse();
        assertEquals(Integer.valueOf(0), p.apply(""));
        try {
            p.apply("x1");
            fail();
        } catch (NumberFormatException e) {
            // thrown in the middle of the lambda's last line
        }
        assertEquals("YES", Lambdas.constant(true).get());
        assertEquals(2, l.apply(102));
    }

    @Test
    public void bridges() {
        Comparable<Bridges> c = new Bridges(1);
        assertEquals(-1, c.compareTo(new Bridges(2)));
        Bridges.Box<Integer> b = new Bridges.IntBox();
        b.set(4);
        assertEquals(Integer.valueOf(5), b.get());
    }

    @Test
    public void constructors() {
        assertEquals("none7", new Constructors().describe());
        assertEquals(6, Constructors.Util.twice(3));
        assertEquals(42, Constructors.Single.INSTANCE.created);
    }

    @Test
    public void enums() {
        assertEquals(Enums.MID, Enums.of(3));
        assertTrue(Enums.HIGH.alarm());
        assertFalse(Enums.LOW.alarm());
        assertEquals(42, Enums.Empty.answer());
    }

    @Test
    public void records() {
        Records r = new Records("a", 20);
        assertTrue(r.adult());
        assertEquals("positive", new Records.Written(1).toString());
        try {
            new Records("b", -1);
            fail();
        } catch (IllegalArgumentException e) {
            // the compact constructor's check
        }
    }

    @Test
    public void patterns() {
        assertEquals(3, Patterns.size("abc"));
        assertEquals(-1, Patterns.size(2.0));
    }

    @Test
    public void flow() {
        assertEquals(1, Flow.spin(6));
        Flow f = new Flow();
        assertEquals(5, f.compare(1, 2, 0.0, 1.0f, null));
        assertEquals(30, Flow.dense(4));
        assertEquals(2, Flow.sparse(7));
        assertEquals(1, Flow.labelled(new int[][] {{1, -1, 5}, {99}}));
        assertEquals(3, Flow.doWhile(3));
        assertEquals(8, Flow.thrower("4"));
        try {
            Flow.thrower("x");
            fail();
        } catch (NumberFormatException e) {
            // thrown before the line's second statement
        }
        try {
            Flow.thrower("9");
            fail();
        } catch (IllegalStateException e) {
            assertEquals("big 18", e.getMessage());
        }
        assertEquals("bad", Flow.multiCatch(3));
        assertEquals(2, Flow.chain(11));
        assertEquals(1, f.calls());
    }

    @Test
    public void nested() {
        Nested n = new Nested();
        assertEquals(3, n.new Inner().peek());
        Comparator<String> c = n.byLength();
        assertTrue(c.compare("a", "bb") < 0);
        assertEquals(7, n.local(4));
        assertFalse(Nested.Shape.unit().big());
        assertEquals(12, Nested.Constants.LIMIT);
    }
}
