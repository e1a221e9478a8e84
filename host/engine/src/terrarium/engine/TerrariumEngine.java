package terrarium.engine;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import org.junit.platform.commons.support.ReflectionSupport;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassNameFilter;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.ClasspathRootSelector;
import org.junit.platform.engine.discovery.MethodSelector;
import org.junit.platform.engine.discovery.PackageSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.opentest4j.AssertionFailedError;
import terrarium.engine.Descriptors.ClassDescriptor;
import terrarium.engine.Descriptors.TestDescriptor;

/**
 * The Terrarium engine of the JUnit Platform: it discovers world test classes
 * (tagged {@code terrarium}, categorised {@code terrarium.WorldTests}, or named
 * {@code *WorldTest}) and runs each with {@code terrarium test --format json},
 * reporting every test's outcome, reason and time to the platform.
 *
 * <p>Settings (system properties or JUnit configuration parameters):
 * {@code terrarium.engine=off} switches it off (the world tests are then run
 * by Jupiter or Vintage and skipped there); {@code terrarium.bin} is the
 * terrarium binary (default: {@code terrarium} on the PATH);
 * {@code terrarium.classpath} the class path given to it (default: the test
 * run's own, less JUnit's jars, which Terrarium provides);
 * {@code terrarium.timeout} the seconds one class may take (default 600).
 */
public final class TerrariumEngine implements TestEngine {
    static final String ID = "terrarium";
    static final String SWITCH = "terrarium.engine";

    @Override
    public String getId() {
        return ID;
    }

    @Override
    public Optional<String> getGroupId() {
        return Optional.of("dev.terrarium");
    }

    @Override
    public Optional<String> getArtifactId() {
        return Optional.of("terrarium-world-api");
    }

    @Override
    public org.junit.platform.engine.TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        EngineDescriptor engine = new EngineDescriptor(uniqueId, "Terrarium");
        if (WorldTestClasses.off(setting(request.getConfigurationParameters(), SWITCH))) {
            return engine;
        }
        Predicate<String> names = name -> true;
        for (ClassNameFilter f : request.getFiltersByType(ClassNameFilter.class)) {
            names = names.and(f.toPredicate());
        }
        Predicate<Class<?>> world = WorldTestClasses::isWorldTestClass;
        // Each class once; a method selector narrows its class to that method.
        Map<Class<?>, Set<String>> selected = new LinkedHashMap<>();
        for (ClassSelector s : request.getSelectorsByType(ClassSelector.class)) {
            Class<?> c = load(s::getJavaClass);
            if (c != null && world.test(c)) {
                selected.put(c, null);
            }
        }
        for (MethodSelector s : request.getSelectorsByType(MethodSelector.class)) {
            Class<?> c = load(s::getJavaClass);
            if (c != null && world.test(c) && (!selected.containsKey(c) || selected.get(c) != null)) {
                selected.computeIfAbsent(c, k -> new LinkedHashSet<>()).add(s.getMethodName());
            }
        }
        for (ClasspathRootSelector s : request.getSelectorsByType(ClasspathRootSelector.class)) {
            URI root = s.getClasspathRoot();
            for (Class<?> c : ReflectionSupport.findAllClassesInClasspathRoot(root, world, names)) {
                selected.putIfAbsent(c, null);
            }
        }
        for (PackageSelector s : request.getSelectorsByType(PackageSelector.class)) {
            for (Class<?> c : ReflectionSupport.findAllClassesInPackage(s.getPackageName(), world, names)) {
                selected.putIfAbsent(c, null);
            }
        }
        for (UniqueIdSelector s : request.getSelectorsByType(UniqueIdSelector.class)) {
            List<UniqueId.Segment> segments = s.getUniqueId().getSegments();
            if (s.getUniqueId().hasPrefix(uniqueId) && segments.size() >= 2) {
                Class<?> c = load(() -> loadClass(segments.get(1).getValue()));
                if (c != null && world.test(c)) {
                    selected.putIfAbsent(c, null);
                }
            }
        }
        for (Map.Entry<Class<?>, Set<String>> e : selected.entrySet()) {
            Class<?> c = e.getKey();
            ClassDescriptor cd = new ClassDescriptor(uniqueId.append("class", c.getName()), c);
            for (Method m : WorldTestClasses.testMethods(c)) {
                if (e.getValue() == null || e.getValue().contains(m.getName())) {
                    cd.addTest(m, WorldTestClasses.kind(m) == WorldTestClasses.Kind.CONTAINER);
                }
            }
            if (!cd.getChildren().isEmpty()) {
                engine.addChild(cd);
            }
        }
        return engine;
    }

    private interface ClassGetter {
        Class<?> get() throws ClassNotFoundException;
    }

    private static Class<?> load(ClassGetter g) {
        try {
            return g.get();
        } catch (ClassNotFoundException | RuntimeException | LinkageError e) {
            // A class the run cannot load is not ours to run.
            return null;
        }
    }

    private static Class<?> loadClass(String name) throws ClassNotFoundException {
        return Class.forName(name, false, Thread.currentThread().getContextClassLoader());
    }

    private static String setting(ConfigurationParameters params, String key) {
        return params.get(key).orElse(System.getProperty(key));
    }

    @Override
    public void execute(ExecutionRequest request) {
        EngineExecutionListener listener = request.getEngineExecutionListener();
        org.junit.platform.engine.TestDescriptor root = request.getRootTestDescriptor();
        ConfigurationParameters params = request.getConfigurationParameters();
        listener.executionStarted(root);
        String bin = Optional.ofNullable(setting(params, "terrarium.bin")).orElse("terrarium");
        String classPath = classPath(setting(params, "terrarium.classpath"));
        long timeout = 600;
        try {
            timeout = Long.parseLong(Optional.ofNullable(setting(params, "terrarium.timeout")).orElse("600").trim());
        } catch (NumberFormatException e) {
            // Not a number of seconds: the default stands.
        }
        for (org.junit.platform.engine.TestDescriptor child : root.getChildren()) {
            if (child instanceof ClassDescriptor) {
                new ClassRun((ClassDescriptor) child, listener).run(bin, classPath, timeout);
            }
        }
        listener.executionFinished(root, TestExecutionResult.successful());
    }

    /**
     * The class path for Terrarium: the one given ({@code terrarium.classpath}),
     * else Surefire's test class path when it runs the tests (its own class
     * path may be a manifest-only jar), else this JVM's; with the jars'
     * manifest Class-Path entries, less
     * the JUnit Platform's, Surefire's and Terrarium's own jars (Terrarium
     * provides the JUnit API itself) and paths that do not exist.
     */
    static String classPath(String given) {
        String raw = given != null ? given : System.getProperty("surefire.test.class.path");
        if (raw == null || raw.isEmpty()) {
            raw = System.getProperty("java.class.path", "");
        }
        Set<String> out = new LinkedHashSet<>();
        for (String entry : raw.split(File.pathSeparator)) {
            add(entry, out, 0);
        }
        return String.join(File.pathSeparator, out);
    }

    private static void add(String entry, Set<String> out, int depth) {
        if (entry.isEmpty() || depth > 2) {
            return;
        }
        Path p = Paths.get(entry).toAbsolutePath().normalize();
        if (!Files.exists(p)) {
            return;
        }
        String name = p.getFileName() == null ? "" : p.getFileName().toString();
        if (name.endsWith(".jar") && Files.isRegularFile(p)) {
            for (String dep : manifestClassPath(p)) {
                add(dep, out, depth + 1);
            }
            if (isToolJar(name)) {
                return;
            }
        }
        out.add(p.toString());
    }

    private static boolean isToolJar(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        return n.startsWith("junit-") || n.startsWith("junit4") || n.startsWith("opentest4j")
                || n.startsWith("apiguardian") || n.startsWith("surefire") || n.startsWith("common-java5")
                || n.startsWith("common-junit") || n.startsWith("terrarium-world-api")
                || n.startsWith("gradle-");
    }

    /** The Class-Path entries of a jar's manifest, as paths (a manifest-only jar's are URLs). */
    private static List<String> manifestClassPath(Path jar) {
        List<String> out = new ArrayList<>();
        try (JarFile f = new JarFile(jar.toFile())) {
            Manifest m = f.getManifest();
            String cp = m == null ? null : m.getMainAttributes().getValue("Class-Path");
            if (cp == null) {
                return out;
            }
            for (String item : cp.trim().split("\\s+")) {
                try {
                    URI u = jar.getParent().toUri().resolve(item);
                    out.add(Paths.get(u).toString());
                } catch (RuntimeException e) {
                    // Not a file URL: nothing Terrarium could read.
                }
            }
        } catch (IOException e) {
            // Not a jar after all: it is passed on as it is.
        }
        return out;
    }

    /** One world test class run by one {@code terrarium test}. */
    private static final class ClassRun {
        private final ClassDescriptor cd;
        private final EngineExecutionListener listener;
        private final List<org.junit.platform.engine.TestDescriptor> reported = new ArrayList<>();
        private final Set<TestDescriptor> startedContainers = new LinkedHashSet<>();
        private final Map<String, Integer> dynamicNames = new LinkedHashMap<>();
        private final StringBuilder other = new StringBuilder();
        private String classFailure;
        private boolean classSkipped;

        ClassRun(ClassDescriptor cd, EngineExecutionListener listener) {
            this.cd = cd;
            this.listener = listener;
        }

        void run(String bin, String classPath, long timeoutSeconds) {
            listener.executionStarted(cd);
            long start = System.nanoTime();
            List<Map<String, String>> results = new ArrayList<>();
            int exit;
            try {
                exit = launch(bin, classPath, timeoutSeconds, results);
            } catch (IOException e) {
                exit = -1;
                other.append("cannot run ").append(bin).append(": ").append(e.getMessage())
                        .append(" (set -Dterrarium.bin=PATH or put terrarium on the PATH)\n");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                exit = -1;
                other.append("interrupted\n");
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            int tests = 0;
            for (Map<String, String> r : results) {
                if (!r.getOrDefault("method", "").isEmpty()) {
                    tests++;
                }
            }
            // Terrarium runs a class's tests in one go: each test is given an equal share of its time.
            long share = tests == 0 ? 0 : millis / tests;
            for (Map<String, String> r : results) {
                report(r, share);
            }
            for (TestDescriptor c : startedContainers) {
                listener.executionFinished(c, TestExecutionResult.successful());
            }
            if (classFailure == null && exit != 0 && exit != 1) {
                classFailure = "terrarium test exited with " + exit + (other.length() > 0 ? ":\n" + other : "");
            }
            if (classFailure == null && results.isEmpty() && exit != 0) {
                classFailure = "terrarium test reported nothing:\n" + other;
            }
            for (TestDescriptor t : cd.tests.values()) {
                if (!reported.contains(t) && !startedContainers.contains(t) && classFailure == null && !classSkipped) {
                    listener.executionSkipped(t, "not run by terrarium test");
                }
            }
            listener.reportingEntryPublished(cd, ReportEntry.from("terrarium.millis", Long.toString(millis)));
            if (classFailure != null) {
                listener.executionFinished(cd, TestExecutionResult.failed(failure(classFailure)));
            } else {
                listener.executionFinished(cd, TestExecutionResult.successful());
            }
        }

        private int launch(String bin, String classPath, long timeoutSeconds, List<Map<String, String>> results)
                throws IOException, InterruptedException {
            List<String> command = new ArrayList<>();
            command.add(bin);
            command.add("test");
            command.add("--format");
            command.add("json");
            command.add("--cp");
            command.add(classPath);
            command.add(cd.testClass.getName());
            ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
            Process p = pb.start();
            // Tests never read the host's console: Terrarium gives them the world's.
            p.getOutputStream().close();
            Thread watchdog = new Thread(() -> {
                try {
                    if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                        p.destroyForcibly();
                    }
                } catch (InterruptedException e) {
                    p.destroyForcibly();
                }
            }, "terrarium-watchdog");
            watchdog.setDaemon(true);
            watchdog.start();
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    Map<String, String> r = line.startsWith("{") ? Json.object(line) : null;
                    if (r != null && r.containsKey("status")) {
                        results.add(r);
                    } else if (other.length() < 64 * 1024) {
                        other.append(line).append('\n');
                    }
                }
            }
            int exit = p.waitFor();
            watchdog.interrupt();
            return exit;
        }

        private void report(Map<String, String> r, long millis) {
            String method = r.getOrDefault("method", "");
            String status = r.getOrDefault("status", "");
            String reason = r.getOrDefault("reason", "");
            if (method.isEmpty()) {
                if (status.equals("failed")) {
                    classFailure = reason;
                } else if (status.equals("skipped")) {
                    classSkipped = true;
                    for (TestDescriptor t : cd.tests.values()) {
                        if (!reported.contains(t)) {
                            reported.add(t);
                            listener.executionSkipped(t, reason);
                        }
                    }
                }
                return;
            }
            org.junit.platform.engine.TestDescriptor d = descriptorOf(method, r.get("display"));
            reported.add(d);
            if (status.equals("skipped")) {
                listener.executionSkipped(d, reason);
                return;
            }
            listener.executionStarted(d);
            listener.reportingEntryPublished(d, ReportEntry.from("terrarium.millis", Long.toString(millis)));
            if (status.equals("passed")) {
                listener.executionFinished(d, TestExecutionResult.successful());
            } else {
                listener.executionFinished(d, TestExecutionResult.failed(failure(reason)));
            }
        }

        /** The descriptor of a reported test: a discovered method, or an invocation registered now. */
        private org.junit.platform.engine.TestDescriptor descriptorOf(String method, String display) {
            TestDescriptor known = cd.tests.get(method);
            if (known != null && known.getType() == org.junit.platform.engine.TestDescriptor.Type.TEST) {
                return known;
            }
            int bracket = method.indexOf('[');
            String base = bracket < 0 ? method : method.substring(0, bracket);
            TestDescriptor parentTest = cd.tests.get(base);
            org.junit.platform.engine.TestDescriptor parent = parentTest != null ? parentTest : cd;
            if (parentTest != null && startedContainers.add(parentTest)) {
                listener.executionStarted(parentTest);
            }
            int n = dynamicNames.merge(method, 1, Integer::sum);
            String segment = n == 1 ? method : method + "#" + n;
            TestDescriptor d = new TestDescriptor(parent.getUniqueId().append("invocation", segment),
                    display != null ? display : method, MethodSource.from(cd.testClass.getName(), base), false);
            parent.addChild(d);
            listener.dynamicTestRegistered(d);
            return d;
        }
    }

    /**
     * The failure of a test as Terrarium described it: an assertion's as an
     * {@link AssertionFailedError}, anything else as an error; without the
     * engine's own stack, which says nothing about the test.
     */
    /** Assertion errors whose name the reported failure need not repeat. */
    private static final String[] ASSERTION_CLASSES = {
        "org.opentest4j.AssertionFailedError", "java.lang.AssertionError", "junit.framework.AssertionFailedError",
    };

    static Throwable failure(String reason) {
        String head = reason.split("[:\\s]", 2)[0];
        boolean error = head.contains(".") && head.matches("[\\w.$]+") && !head.contains("Assertion")
                && !head.contains("ComparisonFailure");
        String message = reason;
        for (String prefix : ASSERTION_CLASSES) {
            if (message.startsWith(prefix + ": ")) {
                message = message.substring(prefix.length() + 2);
                break;
            }
        }
        Throwable t = error ? new TerrariumTestError(reason) : new AssertionFailedError(message);
        t.setStackTrace(new StackTraceElement[0]);
        return t;
    }

    /** A test that ended with an exception other than a failed assertion. */
    static final class TerrariumTestError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TerrariumTestError(String message) {
            super(message);
        }
    }
}
