import static org.junit.Assert.assertEquals;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TestName;
import org.junit.runner.RunWith;
import org.junit.runners.Parameterized;

/**
 * JUnit 4 features terrarium test does not run: reported as errors naming
 * them (WithRule and Params, once unsupported, run).
 */
public class UnsupportedFourTest {
    @RunWith(org.junit.runners.Suite.class)
    public static class CustomRunner {
        @Test
        public void runs() {
        }
    }

    public static class WithRule {
        @Rule
        public TestName name = new TestName();

        @Test
        public void knowsName() {
            assertEquals("knowsName", name.getMethodName());
        }
    }

    @RunWith(Parameterized.class)
    public static class Params {
        @Parameterized.Parameters
        public static Object[] data() {
            return new Object[] {1, 2};
        }

        @Parameterized.Parameter
        public int n;

        @Test
        public void positive() {
            assertEquals(true, n > 0);
        }
    }

    @RunWith(Parameterized.class)
    public static class BeforeParam {
        @Parameterized.Parameters
        public static Object[] data() {
            return new Object[] {1, 2};
        }

        @Parameterized.Parameter
        public int n;

        @Parameterized.BeforeParam
        public static void setUp() {
        }

        @Test
        public void positive() {
            assertEquals(true, n > 0);
        }
    }
}
