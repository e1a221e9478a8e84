import org.junit.Assert;
import org.junit.Assume;
import org.junit.ComparisonFailure;
import org.junit.function.ThrowingRunnable;

/**
 * Calls org.junit.Assert / Assume and prints what each throws: class, message,
 * cause. Run against the real junit4.jar (record.sh writes AssertMessages4.expected)
 * and against Terrarium's gen/java classes; the outputs must be identical.
 * Nothing printed here depends on identity hash codes.
 */
public class AssertMessages4 {

    static void check(String label, ThrowingRunnable r) {
        try {
            r.run();
            System.out.println(label + " -> passed");
        } catch (Throwable t) {
            System.out.println(label + " -> " + t.getClass().getName() + ": [" + t.getMessage() + "]");
            if (t.getCause() != null) {
                System.out.println("    cause: " + t.getCause().getClass().getName());
            }
        }
    }

    static void checkToString(String label, ThrowingRunnable r) {
        try {
            r.run();
            System.out.println(label + " -> passed");
        } catch (Throwable t) {
            System.out.println(label + " -> toString [" + t + "]");
        }
    }

    static final class Named {
        private final String name;

        Named(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    public static void main(String[] args) {
        // assertTrue / assertFalse / fail
        check("assertTrue(true)", () -> Assert.assertTrue(true));
        check("assertTrue(false)", () -> Assert.assertTrue(false));
        check("assertTrue(msg,false)", () -> Assert.assertTrue("msg", false));
        check("assertFalse(true)", () -> Assert.assertFalse(true));
        check("assertFalse(msg,true)", () -> Assert.assertFalse("msg", true));
        check("fail()", () -> Assert.fail());
        check("fail(msg)", () -> Assert.fail("boom"));
        check("fail(null)", () -> Assert.fail(null));

        // assertEquals(long)
        check("assertEquals(1L,2L)", () -> Assert.assertEquals(1L, 2L));
        check("assertEquals(1,1)", () -> Assert.assertEquals(1, 1));
        check("assertEquals(msg,1,2)", () -> Assert.assertEquals("msg", 1, 2));
        check("assertEquals('',1,2)", () -> Assert.assertEquals("", 1, 2));
        check("assertEquals(char a,b)", () -> Assert.assertEquals('a', 'b'));

        // assertEquals(Object)
        check("assertEquals(Integer1,Long1)", () -> Assert.assertEquals((Object) Integer.valueOf(1), (Object) Long.valueOf(1)));
        check("assertEquals(msg,Integer1,Long1)", () -> Assert.assertEquals("msg", (Object) Integer.valueOf(1), (Object) Long.valueOf(1)));
        check("assertEquals(null,x)", () -> Assert.assertEquals(null, (Object) "x"));
        check("assertEquals(x,null)", () -> Assert.assertEquals((Object) "x", null));
        check("assertEquals(null,null)", () -> Assert.assertEquals((Object) null, (Object) null));
        check("assertEquals(Integer1,Integer2)", () -> Assert.assertEquals((Object) Integer.valueOf(1), (Object) Integer.valueOf(2)));
        check("assertEquals(null,'null')", () -> Assert.assertEquals(null, (Object) new Named("null")));
        check("assertEquals(Named a,Named a)", () -> Assert.assertEquals((Object) new Named("a"), (Object) new Named("a")));
        check("assertEquals(String 1,Integer 1)", () -> Assert.assertEquals((Object) "1", (Object) Integer.valueOf(1)));
        check("assertEquals(list,list)", () -> Assert.assertEquals(java.util.Arrays.asList(1, 2), java.util.Arrays.asList(1, 3)));

        // Strings: ComparisonFailure and its compaction
        check("str abc/axc", () -> Assert.assertEquals("abc", "axc"));
        check("str msg abc/axc", () -> Assert.assertEquals("msg", "abc", "axc"));
        check("str '' abc/axc", () -> Assert.assertEquals("", "abc", "axc"));
        check("str ab/abc", () -> Assert.assertEquals("ab", "abc"));
        check("str abc/ab", () -> Assert.assertEquals("abc", "ab"));
        check("str empty/a", () -> Assert.assertEquals("", "a"));
        check("str a/empty", () -> Assert.assertEquals("a", ""));
        check("str abc/xyz", () -> Assert.assertEquals("abc", "xyz"));
        check("str ab/aab", () -> Assert.assertEquals("ab", "aab"));
        check("str aab/ab", () -> Assert.assertEquals("aab", "ab"));
        check("str aba/abba", () -> Assert.assertEquals("aba", "abba"));
        check("str long prefix", () -> Assert.assertEquals(
                "0123456789012345678901234567890123456789X", "0123456789012345678901234567890123456789Y"));
        check("str long suffix", () -> Assert.assertEquals(
                "X0123456789012345678901234567890123456789", "Y0123456789012345678901234567890123456789"));
        check("str long both", () -> Assert.assertEquals(
                "012345678901234567890123456789-A-012345678901234567890123456789",
                "012345678901234567890123456789-BB-012345678901234567890123456789"));
        check("str exactly 20", () -> Assert.assertEquals(
                "01234567890123456789A01234567890123456789", "01234567890123456789B01234567890123456789"));
        check("str 21", () -> Assert.assertEquals(
                "012345678901234567890A012345678901234567890", "012345678901234567890B012345678901234567890"));
        check("str newline", () -> Assert.assertEquals("line1\nline2", "line1\nlineX"));
        checkToString("str toString", () -> Assert.assertEquals("abc", "abd"));
        check("ComparisonFailure equal", () -> {
            throw new ComparisonFailure("m", "same", "same");
        });
        check("ComparisonFailure null expected", () -> {
            throw new ComparisonFailure("m", null, "x");
        });
        check("ComparisonFailure null message", () -> {
            throw new ComparisonFailure(null, "ab", "ac");
        });
        ComparisonFailure cf = new ComparisonFailure("m", "exp", "act");
        System.out.println("getExpected=" + cf.getExpected() + " getActual=" + cf.getActual());

        // floating point
        check("assertEquals(1.0,1.5,0.1)", () -> Assert.assertEquals(1.0, 1.5, 0.1));
        check("assertEquals(1.0,1.05,0.1)", () -> Assert.assertEquals(1.0, 1.05, 0.1));
        check("assertEquals(NaN,NaN,0)", () -> Assert.assertEquals(Double.NaN, Double.NaN, 0.0));
        check("assertEquals(msg,1.0,2.0,0.5)", () -> Assert.assertEquals("msg", 1.0, 2.0, 0.5));
        check("assertEquals(1.0f,1.5f,0.1f)", () -> Assert.assertEquals(1.0f, 1.5f, 0.1f));
        check("assertEquals(msg,1.0f,1.5f,0.1f)", () -> Assert.assertEquals("msg", 1.0f, 1.5f, 0.1f));
        check("assertEquals(0.1+0.2,0.3,0)", () -> Assert.assertEquals(0.1 + 0.2, 0.3, 0.0));
        check("assertEquals(1.0,1.0) deprecated", () -> Assert.assertEquals(1.0, 1.0));
        check("assertEquals(msg,1.0,2.0) deprecated", () -> Assert.assertEquals("msg", 1.0, 2.0));

        // assertNotEquals
        check("assertNotEquals(a,a)", () -> Assert.assertNotEquals("a", "a"));
        check("assertNotEquals(msg,a,a)", () -> Assert.assertNotEquals("msg", "a", "a"));
        check("assertNotEquals(null,null)", () -> Assert.assertNotEquals(null, null));
        check("assertNotEquals(a,b)", () -> Assert.assertNotEquals("a", "b"));
        check("assertNotEquals(5L,5L)", () -> Assert.assertNotEquals(5L, 5L));
        check("assertNotEquals(msg,5L,5L)", () -> Assert.assertNotEquals("msg", 5L, 5L));
        check("assertNotEquals(1.0,1.05,0.1)", () -> Assert.assertNotEquals(1.0, 1.05, 0.1));
        check("assertNotEquals(msg,1.0,1.0,0)", () -> Assert.assertNotEquals("msg", 1.0, 1.0, 0.0));
        check("assertNotEquals(1f,1f,0f)", () -> Assert.assertNotEquals(1f, 1f, 0f));
        check("assertNotEquals(msg,2.5f,2.5f,0f)", () -> Assert.assertNotEquals("msg", 2.5f, 2.5f, 0f));
        check("assertNotEquals('',5,5)", () -> Assert.assertNotEquals("", 5L, 5L));

        // null / same
        check("assertNull(x)", () -> Assert.assertNull("x"));
        check("assertNull(msg,x)", () -> Assert.assertNull("msg", "x"));
        check("assertNull(null)", () -> Assert.assertNull(null));
        check("assertNotNull(null)", () -> Assert.assertNotNull(null));
        check("assertNotNull(msg,null)", () -> Assert.assertNotNull("msg", null));
        check("assertSame(a,a')", () -> Assert.assertSame(new String("a"), new String("a")));
        check("assertSame(msg,1,2)", () -> Assert.assertSame("msg", new Named("one"), new Named("two")));
        check("assertSame(null,x)", () -> Assert.assertSame(null, "x"));
        final Object same = new Named("it");
        check("assertNotSame(o,o)", () -> Assert.assertNotSame(same, same));
        check("assertNotSame(msg,o,o)", () -> Assert.assertNotSame("msg", same, same));

        // arrays
        check("int[] element", () -> Assert.assertArrayEquals(new int[] {1, 2}, new int[] {1, 3}));
        check("int[] msg element", () -> Assert.assertArrayEquals("msg", new int[] {1, 2}, new int[] {1, 3}));
        check("int[] longer actual", () -> Assert.assertArrayEquals(new int[] {1, 2}, new int[] {1, 2, 3}));
        check("int[] longer expected", () -> Assert.assertArrayEquals(new int[] {1, 2, 3}, new int[] {1, 2}));
        check("int[] msg lengths", () -> Assert.assertArrayEquals("msg", new int[] {1, 2}, new int[] {1, 2, 3}));
        check("int[] lengths and element", () -> Assert.assertArrayEquals(new int[] {1, 2}, new int[] {9, 2, 3}));
        check("int[] expected null", () -> Assert.assertArrayEquals(null, new int[] {1}));
        check("int[] actual null", () -> Assert.assertArrayEquals(new int[] {1}, null));
        check("int[] msg expected null", () -> Assert.assertArrayEquals("msg", (int[]) null, new int[] {1}));
        check("int[] msg actual null", () -> Assert.assertArrayEquals("msg", new int[] {1}, (int[]) null));
        check("int[] equal", () -> Assert.assertArrayEquals(new int[] {1, 2}, new int[] {1, 2}));
        check("long[]", () -> Assert.assertArrayEquals(new long[] {1L, 2L}, new long[] {1L, 4L}));
        check("short[]", () -> Assert.assertArrayEquals(new short[] {1, 2}, new short[] {3, 2}));
        check("byte[]", () -> Assert.assertArrayEquals(new byte[] {1, 2}, new byte[] {1, -2}));
        check("char[]", () -> Assert.assertArrayEquals(new char[] {'a', 'b'}, new char[] {'a', 'c'}));
        check("boolean[]", () -> Assert.assertArrayEquals(new boolean[] {true}, new boolean[] {false}));
        check("double[] delta", () -> Assert.assertArrayEquals(new double[] {1.0, 2.0}, new double[] {1.0, 2.5}, 0.1));
        check("double[] delta ok", () -> Assert.assertArrayEquals(new double[] {1.0, 2.0}, new double[] {1.0, 2.05}, 0.1));
        check("double[] msg delta", () -> Assert.assertArrayEquals("msg", new double[] {1.0}, new double[] {1.5}, 0.1));
        check("float[] delta", () -> Assert.assertArrayEquals(new float[] {1.0f, 2.0f}, new float[] {1.0f, 2.5f}, 0.1f));
        check("float[] lengths", () -> Assert.assertArrayEquals(new float[] {1.0f}, new float[] {1.0f, 2.5f}, 0.1f));
        check("Object[] strings", () -> Assert.assertArrayEquals(new Object[] {"a", "abc"}, new Object[] {"a", "abd"}));
        check("String[] msg strings", () -> Assert.assertArrayEquals("msg", new String[] {"abc"}, new String[] {"xbc"}));
        check("Object[] Integer/Long", () -> Assert.assertArrayEquals(new Object[] {1}, new Object[] {1L}));
        check("Object[] null element", () -> Assert.assertArrayEquals(new Object[] {null}, new Object[] {"x"}));
        check("Object[] deprecated assertEquals", () -> Assert.assertEquals(new Object[] {"a"}, new Object[] {"b"}));
        check("Object[] msg deprecated assertEquals", () -> Assert.assertEquals("msg", new Object[] {"a"}, new Object[] {"b"}));
        check("int[][] inner element", () -> Assert.assertArrayEquals(new int[][] {{1}, {2, 3}}, new int[][] {{1}, {2, 4}}));
        check("int[][] msg inner element", () -> Assert.assertArrayEquals("msg", new int[][] {{1}, {2, 3}}, new int[][] {{1}, {2, 4}}));
        check("int[][] inner lengths", () -> Assert.assertArrayEquals(new int[][] {{1}, {2, 3}}, new int[][] {{1}, {2}}));
        check("int[][] msg inner lengths", () -> Assert.assertArrayEquals("msg", new int[][] {{1}, {2, 3}}, new int[][] {{1}, {2}}));
        check("int[][] inner both null", () -> Assert.assertArrayEquals(new int[][] {{1}, null}, new int[][] {{1}, null}));
        check("int[][] outer lengths", () -> Assert.assertArrayEquals(new int[][] {{1}}, new int[][] {{1}, {2, 3}}));
        check("String[][] outer lengths", () -> Assert.assertArrayEquals(new String[][] {{"a"}, {"b"}}, new String[][] {{"a"}}));
        check("int[][][] outer lengths", () -> Assert.assertArrayEquals(new int[][][] {}, new int[][][] {{{1}, {2}}}));
        check("int[][][] deep", () -> Assert.assertArrayEquals(new int[][][] {{{1}, {2}}}, new int[][][] {{{1}, {5}}}));
        check("Object[] mixed nested", () -> Assert.assertArrayEquals(new Object[] {new long[] {1}}, new Object[] {new long[] {2}}));
        checkToString("int[] toString", () -> Assert.assertArrayEquals(new int[] {1, 2}, new int[] {1, 3}));
        checkToString("int[] msg toString", () -> Assert.assertArrayEquals("msg", new int[] {1, 2}, new int[] {1, 3}));

        // assertThrows
        check("assertThrows nothing", () -> Assert.assertThrows(IllegalStateException.class, () -> { }));
        check("assertThrows msg nothing", () -> Assert.assertThrows("msg", IllegalStateException.class, () -> { }));
        check("assertThrows '' nothing", () -> Assert.assertThrows("", IllegalStateException.class, () -> { }));
        check("assertThrows wrong type", () -> Assert.assertThrows(IllegalStateException.class, () -> {
            throw new RuntimeException("oops");
        }));
        check("assertThrows msg wrong type", () -> Assert.assertThrows("msg", IllegalStateException.class, () -> {
            throw new IllegalArgumentException();
        }));
        check("assertThrows nested class", () -> Assert.assertThrows(java.util.NoSuchElementException.class, () -> {
            throw new Error("x");
        }));
        check("assertThrows subclass", () -> {
            RuntimeException e = Assert.assertThrows(RuntimeException.class, () -> {
                throw new IllegalStateException("inner");
            });
            System.out.println("    returned " + e.getClass().getName() + ": " + e.getMessage());
        });

        // Assume
        check("assumeTrue(false)", () -> Assume.assumeTrue(false));
        check("assumeTrue(true)", () -> Assume.assumeTrue(true));
        check("assumeFalse(true)", () -> Assume.assumeFalse(true));
        check("assumeTrue(msg,false)", () -> Assume.assumeTrue("msg", false));
        check("assumeFalse(msg,true)", () -> Assume.assumeFalse("msg", true));
        check("assumeNotNull(a,null)", () -> Assume.assumeNotNull("a", null));
        check("assumeNotNull(null array)", () -> Assume.assumeNotNull((Object[]) null));
        check("assumeNotNull(a,b)", () -> Assume.assumeNotNull("a", "b"));
        check("assumeNoException(e)", () -> Assume.assumeNoException(new RuntimeException("boom")));
        check("assumeNoException(msg,e)", () -> Assume.assumeNoException("msg", new IllegalStateException()));
        check("assumeNoException(null)", () -> Assume.assumeNoException(null));
        check("new AssumptionViolatedException(msg)", () -> {
            throw new org.junit.AssumptionViolatedException("why");
        });
        check("new internal AssumptionViolatedException(msg,cause)", () -> {
            throw new org.junit.internal.AssumptionViolatedException("why", new Error());
        });
        checkToString("AssumptionViolatedException toString", () -> Assume.assumeTrue("msg", false));
    }
}
