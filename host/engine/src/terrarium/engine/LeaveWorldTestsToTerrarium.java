package terrarium.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

/**
 * Keeps the other engines (Jupiter, Vintage) from running world test classes
 * while the Terrarium engine runs them: registered with the launcher through
 * {@code META-INF/services}, it excludes their descriptors of such classes.
 * With the engine off ({@code -Dterrarium.engine=off}) it excludes nothing, and
 * the world tests run there and are skipped by their first World call.
 */
public final class LeaveWorldTestsToTerrarium implements PostDiscoveryFilter {
    private final Map<String, Boolean> world = new HashMap<>();

    @Override
    public FilterResult apply(TestDescriptor d) {
        if (WorldTestClasses.off(System.getProperty(TerrariumEngine.SWITCH))
                || d.getUniqueId().getEngineId().map(TerrariumEngine.ID::equals).orElse(true)) {
            return FilterResult.included("not another engine's world test");
        }
        Optional<TestSource> source = d.getSource();
        String className = null;
        if (source.isPresent() && source.get() instanceof MethodSource) {
            className = ((MethodSource) source.get()).getClassName();
        } else if (source.isPresent() && source.get() instanceof ClassSource) {
            className = ((ClassSource) source.get()).getClassName();
        }
        if (className != null && isWorld(className)) {
            return FilterResult.excluded("a world test: the Terrarium engine runs it");
        }
        return FilterResult.included("not a world test");
    }

    private boolean isWorld(String className) {
        return world.computeIfAbsent(className, n -> {
            // A nested class is judged by its top-level class's name too.
            String top = n.contains("$") ? n.substring(0, n.indexOf('$')) : n;
            try {
                ClassLoader loader = Thread.currentThread().getContextClassLoader();
                return WorldTestClasses.isWorldTestClass(Class.forName(n, false, loader))
                        || (!top.equals(n)
                                && WorldTestClasses.isWorldTestClass(Class.forName(top, false, loader)));
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        });
    }
}
