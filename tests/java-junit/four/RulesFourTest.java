import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Assume;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.ClassRule;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.ErrorCollector;
import org.junit.rules.ExpectedException;
import org.junit.rules.ExternalResource;
import org.junit.rules.MethodRule;
import org.junit.rules.RuleChain;
import org.junit.rules.TemporaryFolder;
import org.junit.rules.TestName;
import org.junit.rules.TestRule;
import org.junit.rules.TestWatcher;
import org.junit.rules.Timeout;
import org.junit.rules.Verifier;
import org.junit.runner.Description;
import org.junit.runners.model.FrameworkMethod;
import org.junit.runners.model.Statement;

/** JUnit 4 rules: outcomes under terrarium test equal JUnit 4.13's on HotSpot. */
public class RulesFourTest {
    @Rule
    public TemporaryFolder folder = new TemporaryFolder();

    @Rule
    public TestName name = new TestName();

    @Rule
    public ExpectedException thrown = ExpectedException.none();

    @Rule
    public ErrorCollector collector = new ErrorCollector();

    private final List<String> log = new ArrayList<String>();

    @Before
    public void before() {
        log.add("before " + name.getMethodName());
    }

    @Test
    public void temporaryFilesAndFolders() throws IOException {
        File f = folder.newFile("a.txt");
        try (FileWriter w = new FileWriter(f)) {
            w.write("hello");
        }
        assertEquals("hello", new String(Files.readAllBytes(f.toPath()), "UTF-8"));
        File d = folder.newFolder("sub", "deeper");
        assertTrue(d.isDirectory());
        assertEquals(folder.getRoot(), f.getParentFile());
        assertTrue(folder.newFile().isFile());
        assertTrue(folder.newFolder().isDirectory());
    }

    @Test(expected = IOException.class)
    public void sameFileTwice() throws IOException {
        folder.newFile("twice");
        folder.newFile("twice");
    }

    @Test
    public void knowsItsName() {
        assertEquals("knowsItsName", name.getMethodName());
        assertEquals("before knowsItsName", log.get(0));
    }

    @Test
    public void wrongName() {
        assertEquals("somethingElse", name.getMethodName());
    }

    @Test
    public void expectsException() {
        thrown.expect(IllegalStateException.class);
        thrown.expectMessage("boom");
        throw new IllegalStateException("a big boom");
    }

    @Test
    public void expectedExceptionMissing() {
        thrown.expect(IllegalStateException.class);
    }

    @Test
    public void expectedMessageWrong() {
        thrown.expect(IllegalStateException.class);
        thrown.expectMessage("bang");
        throw new IllegalStateException("boom");
    }

    @Test
    public void expectedTypeWrong() {
        thrown.expect(IllegalArgumentException.class);
        throw new IllegalStateException("boom");
    }

    @Test
    public void collectsTwoErrors() {
        collector.addError(new Throwable("one"));
        collector.addError(new Throwable("two"));
    }

    @Test
    public void collectsOneError() {
        collector.checkSucceeds(() -> {
            throw new IllegalStateException("inside");
        });
    }

    @Test
    public void collectsNothing() {
        assertEquals(Integer.valueOf(3), collector.checkSucceeds(() -> 3));
        collector.checkThrows(IllegalStateException.class, () -> {
            throw new IllegalStateException();
        });
    }

    @Test
    public void checkThrowsMisses() {
        collector.checkThrows(IllegalStateException.class, () -> {
        });
    }

    @Test
    public void assumptionSkips() {
        Assume.assumeTrue(false);
    }

    @Test
    public void plainFailure() {
        assertEquals(1, 2);
    }

    /** Rules around rules, written by the user. */
    public static class Custom {
        static final List<String> EVENTS = new ArrayList<String>();

        private final List<String> events = new ArrayList<String>();

        private static TestRule named(final String what, final List<String> events) {
            return new TestRule() {
                public Statement apply(final Statement base, final Description d) {
                    return new Statement() {
                        @Override
                        public void evaluate() throws Throwable {
                            events.add(what + " in " + d.getMethodName());
                            base.evaluate();
                            events.add(what + " out");
                        }
                    };
                }
            };
        }

        @Rule
        public RuleChain chain = RuleChain.outerRule(named("outer", events)).around(named("inner", events));

        @Rule
        public ExternalResource resource = new ExternalResource() {
            @Override
            protected void before() {
                events.add("resource before");
            }

            @Override
            protected void after() {
                events.add("resource after");
            }
        };

        @Rule
        public TestWatcher watcher = new TestWatcher() {
            @Override
            protected void failed(Throwable e, Description d) {
                throw new IllegalStateException("the watcher fails too");
            }
        };

        @Rule
        public Verifier verifier = new Verifier() {
            @Override
            protected void verify() {
                if (events.contains("break the verifier")) {
                    throw new AssertionError("verifier broke");
                }
            }
        };

        @Rule
        public MethodRule methodRule = new MethodRule() {
            public Statement apply(final Statement base, final FrameworkMethod method, final Object target) {
                return new Statement() {
                    @Override
                    public void evaluate() throws Throwable {
                        events.add("method rule " + method.getName() + " " + (target instanceof Custom));
                        base.evaluate();
                    }
                };
            }
        };

        private final TestName viaMethod = new TestName();

        @Rule
        public TestName nameRule() {
            return viaMethod;
        }

        @After
        public void after() {
            events.add("after");
        }

        @Test
        public void rulesRanAroundTheTest() {
            assertTrue(events.toString(), events.contains("outer in rulesRanAroundTheTest"));
            assertTrue(events.toString(), events.contains("inner in rulesRanAroundTheTest"));
            assertTrue(events.toString(), events.indexOf("outer in rulesRanAroundTheTest") < events.indexOf("inner in rulesRanAroundTheTest"));
            assertTrue(events.toString(), events.contains("resource before"));
            assertTrue(events.toString(), events.contains("method rule rulesRanAroundTheTest true"));
            assertEquals("rulesRanAroundTheTest", viaMethod.getMethodName());
            assertFalse(events.contains("after"));
        }

        @Test
        public void verifierFails() {
            events.add("break the verifier");
        }

        @Test
        public void watcherSeesFailure() {
            assertEquals("a", "b");
        }
    }

    /** A Timeout rule: virtual time under Terrarium. */
    public static class WithTimeout {
        @Rule
        public Timeout timeout = Timeout.millis(50);

        @Test
        public void fast() {
            assertEquals(2, 1 + 1);
        }

        @Test
        public void spins() {
            long end = System.nanoTime() + 2_000_000_000L;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
        }

        @Test
        public void sleeps() throws InterruptedException {
            Thread.sleep(500);
        }
    }

    /** A class rule: one temporary folder for all the tests. */
    public static class WithClassRule {
        @ClassRule
        public static TemporaryFolder shared = new TemporaryFolder();

        static File made;

        @BeforeClass
        public static void makeFile() throws IOException {
            made = shared.newFile("shared.txt");
        }

        @Test
        public void sharedFileExists() {
            assertTrue(made.exists());
            assertTrue(shared.getRoot().isDirectory());
        }

        @Test
        public void sharedFolderIsWritable() throws IOException {
            assertTrue(new File(shared.getRoot(), "mine").createNewFile());
        }

        @Test
        public void fails() {
            assertFalse(made.exists());
        }
    }

    /** Tests and lifecycle methods a test class inherits. */
    public abstract static class Base {
        protected final List<String> calls = new ArrayList<String>();
        static int classSetUp;

        @BeforeClass
        public static void baseBeforeClass() {
            classSetUp++;
        }

        @AfterClass
        public static void baseAfterClass() {
        }

        @Before
        public void baseBefore() {
            calls.add("base before");
        }

        @After
        public void baseAfter() {
            calls.add("base after");
        }

        @Test
        public void inherited() {
            assertEquals("base before", calls.get(0));
            assertEquals(1, classSetUp);
        }

        @Test
        public void overridden() {
            fail("the subclass's runs");
        }

        @Test
        public void overriddenWithoutAnnotation() {
            fail("the subclass's runs");
        }

        @Test
        public void inheritedFailure() {
            assertEquals(1, 2);
        }
    }

    /** Inherits Base's tests, @Before and @BeforeClass (no rules: Terrarium's own runner path). */
    public static class Inherits extends Base {
        @Before
        public void before() {
            calls.add("before");
        }

        @Test
        public void own() {
            assertEquals(Arrays.asList("base before", "before"), calls);
        }

        @Override
        @Test
        public void overridden() {
        }

        @Override
        public void overriddenWithoutAnnotation() {
        }
    }

    /** A rule in a superclass. */
    public abstract static class RuleBase {
        @Rule
        public TestName name = new TestName();

        @Test
        public void named() {
            assertEquals("named", name.getMethodName());
        }
    }

    /** Inherits a rule and a test. */
    public static class InheritsRule extends RuleBase {
        @Test
        public void own() {
            assertEquals("own", name.getMethodName());
        }
    }
}
