import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.Test;

/** Modules of a multi-module build and the order they are built in. */
public class BuildOrderTest {

    /** No hashCode: identity hashes decide HashMap order. */
    static final class Module {
        final String name;

        Module(String name) {
            this.name = name;
        }
    }

    static final class Build {
        private final Map<Module, List<Module>> deps;

        Build(Map<Module, List<Module>> deps) {
            this.deps = deps;
        }

        Module add(String name, Module... dependsOn) {
            Module m = new Module(name);
            List<Module> list = new ArrayList<>();
            for (Module d : dependsOn) {
                list.add(d);
            }
            deps.put(m, list);
            return m;
        }

        /** Modules in the map's iteration order, each after its dependencies. */
        String order() {
            List<String> done = new ArrayList<>();
            for (Module m : deps.keySet()) {
                visit(m, done);
            }
            return String.join(" -> ", done);
        }

        private void visit(Module m, List<String> done) {
            if (done.contains(m.name)) {
                return;
            }
            for (Module d : deps.get(m)) {
                visit(d, done);
            }
            done.add(m.name);
        }
    }

    // FLAKY (unordered-collection): the two independent modules come out in HashMap order.
    @Test
    public void buildsModulesInDeclarationOrder() {
        Build build = new Build(new HashMap<>());
        Module core = build.add("core");
        build.add("cli", core);
        build.add("docs");
        assertEquals("core -> cli -> docs", build.order());
    }

    @Test
    public void buildsModulesInDeclarationOrderWithLinkedHashMap() {
        Build build = new Build(new LinkedHashMap<>());
        Module core = build.add("core");
        build.add("cli", core);
        build.add("docs");
        assertEquals("core -> cli -> docs", build.order());
    }

    @Test
    public void dependencyComesFirstWhateverTheOrder() {
        Build build = new Build(new HashMap<>());
        Module core = build.add("core");
        build.add("cli", core);
        String order = build.order();
        assertEquals("core -> cli", order);
    }
}
