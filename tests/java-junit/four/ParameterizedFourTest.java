import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.Before;
import org.junit.FixMethodOrder;
import org.junit.Ignore;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TestName;
import org.junit.runner.RunWith;
import org.junit.runners.MethodSorters;
import org.junit.runners.Parameterized;
import org.junit.runners.Parameterized.Parameter;
import org.junit.runners.Parameterized.Parameters;

/** JUnit 4 Parameterized (constructor and field injection, names) and @FixMethodOrder. */
@RunWith(Parameterized.class)
public class ParameterizedFourTest {
    @Parameters
    public static Iterable<Object[]> data() {
        return Arrays.asList(new Object[][] {{1, 1}, {2, 4}, {3, 10}});
    }

    private final int in;
    private final int squared;

    public ParameterizedFourTest(int in, int squared) {
        this.in = in;
        this.squared = squared;
    }

    @Test
    public void squares() {
        assertEquals(squared, in * in);
    }

    @Test
    public void positive() {
        assertTrue(in > 0);
    }

    @Ignore("not today")
    @Test
    public void ignored() {
    }

    /** Field injection, an Object[][] and a name pattern. */
    @RunWith(Parameterized.class)
    public static class Fields {
        @Parameters(name = "{index}: {0} reversed is {1}")
        public static Object[][] data() {
            return new Object[][] {{"abc", "cba"}, {"racecar", "racecar"}, {"ab", "ab"}};
        }

        @Parameter
        public String word;

        @Parameter(1)
        public String reversed;

        @Rule
        public TestName name = new TestName();

        @Test
        public void reverses() {
            assertEquals(reversed, new StringBuilder(word).reverse().toString());
        }

        @Test
        public void knowsItsName() {
            assertTrue(name.getMethodName(), name.getMethodName().startsWith("knowsItsName[" ));
            assertTrue(name.getMethodName(), name.getMethodName().endsWith(" reversed is " + reversed + "]"));
        }
    }

    /** Single parameters from an Iterable<Object>. */
    @RunWith(Parameterized.class)
    public static class Single {
        @Parameters(name = "n={0}")
        public static List<Object> data() {
            return Arrays.<Object>asList(2, 4, 7);
        }

        private final int n;
        private int doubled;

        public Single(int n) {
            this.n = n;
        }

        @Before
        public void setUp() {
            doubled = n * 2;
        }

        @Test
        public void even() {
            assertEquals(0, n % 2);
        }

        @Test
        public void doubles() {
            assertEquals(n + n, doubled);
        }
    }

    /** A parameters method that fails. */
    @RunWith(Parameterized.class)
    public static class Broken {
        @Parameters
        public static Object[] data() {
            throw new IllegalStateException("no data");
        }

        @Test
        public void never() {
        }
    }

    /** Test methods by name. */
    @FixMethodOrder(MethodSorters.NAME_ASCENDING)
    public static class ByName {
        @Test
        public void b() {
        }

        @Test
        public void a() {
            assertEquals(1, 2);
        }

        @Test
        public void c() {
        }
    }

    /** Test methods in the JVM's order. */
    @FixMethodOrder(MethodSorters.JVM)
    public static class ByJvm {
        @Test
        public void second() {
        }

        @Test
        public void first() {
            assertEquals(1, 2);
        }
    }

    /** JUnit's default (deterministic) order. */
    @FixMethodOrder(MethodSorters.DEFAULT)
    public static class ByDefault {
        @Test
        public void one() {
        }

        @Test
        public void two() {
        }
    }
}
