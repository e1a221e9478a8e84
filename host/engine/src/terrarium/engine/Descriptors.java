package terrarium.engine;

import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;

/** The engine's test descriptors: a world test class, and its tests. */
final class Descriptors {
    private Descriptors() {}

    /** A world test class: a container of its test methods. */
    static final class ClassDescriptor extends AbstractTestDescriptor {
        final Class<?> testClass;
        /** The class's tests by method name, in discovery order. */
        final Map<String, TestDescriptor> tests = new LinkedHashMap<>();

        ClassDescriptor(UniqueId id, Class<?> testClass) {
            super(id, testClass.getSimpleName(), ClassSource.from(testClass));
            this.testClass = testClass;
        }

        @Override
        public Type getType() {
            return Type.CONTAINER;
        }

        /** The binary name: what Surefire and Gradle name the class's report by. */
        @Override
        public String getLegacyReportingName() {
            return testClass.getName();
        }

        TestDescriptor addTest(Method m, boolean container) {
            TestDescriptor d = new TestDescriptor(
                    getUniqueId().append("method", m.getName()), m.getName(),
                    MethodSource.from(testClass, m), container);
            addChild(d);
            tests.put(m.getName(), d);
            return d;
        }
    }

    /**
     * A test method, or (for parameterized, repeated and factory methods) a
     * container of its invocations, which are registered as they are reported.
     */
    static final class TestDescriptor extends AbstractTestDescriptor {
        private final boolean container;

        TestDescriptor(UniqueId id, String name, TestSource source, boolean container) {
            super(id, name, source);
            this.container = container;
        }

        @Override
        public Type getType() {
            return container ? Type.CONTAINER : Type.TEST;
        }

        @Override
        public boolean mayRegisterTests() {
            return container;
        }
    }
}
