package java.lang;

import jdk.internal.terrarium.VM;

public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    /** The world's java.version ("17.0.15" unless the world says otherwise). */
    public static Version version() {
        return Version.parse(System.getProperty("java.version"));
    }

    /** A version string of JEP 223/322: $VNUM(-$PRE)?(+$BUILD)?(-$OPT)?. */
    public static final class Version implements Comparable<Version> {
        private final java.util.List<Integer> version;
        private final java.util.Optional<String> pre;
        private final java.util.Optional<Integer> build;
        private final java.util.Optional<String> optional;

        private Version(java.util.List<Integer> version, java.util.Optional<String> pre,
                java.util.Optional<Integer> build, java.util.Optional<String> optional) {
            this.version = version;
            this.pre = pre;
            this.build = build;
            this.optional = optional;
        }

        private static final java.util.regex.Pattern VSTR = java.util.regex.Pattern.compile(
                "(?<VNUM>[1-9][0-9]*(?:(?:\\.0)*\\.[1-9][0-9]*)*)"
                + "(?:-(?<PRE>[a-zA-Z0-9]+))?"
                + "(?:(?:\\+(?<BUILD>0|[1-9][0-9]*)?)?)?"
                + "(?:-(?<OPT>[-a-zA-Z0-9.]+))?");

        public static Version parse(String s) {
            if (s == null) {
                throw new NullPointerException();
            }
            if (s.isEmpty()) {
                // HotSpot parses the empty string as the feature number
                throw new NumberFormatException("For input string: \"\"");
            }
            java.util.regex.Matcher m = VSTR.matcher(s);
            if (!m.matches()) {
                throw new IllegalArgumentException("Invalid version string: '" + s + "'");
            }
            java.util.List<Integer> list = new java.util.ArrayList<>();
            for (String part : m.group("VNUM").split("\\.")) {
                list.add(Integer.parseInt(part));
            }
            String pre = m.group("PRE");
            String b = m.group("BUILD");
            boolean plus = s.indexOf('+') >= 0;
            String opt = m.group("OPT");
            if (plus && b == null && opt == null) {
                throw new IllegalArgumentException("'+' found with neither build or optional components: '" + s + "'");
            }
            if (!plus && pre == null && opt != null) {
                throw new IllegalArgumentException("'+' not found for optional build information: '" + s + "'");
            }
            return new Version(java.util.Collections.unmodifiableList(list), java.util.Optional.ofNullable(pre),
                    b == null ? java.util.Optional.empty() : java.util.Optional.of(Integer.parseInt(b)),
                    java.util.Optional.ofNullable(opt));
        }

        public int feature() {
            return version.get(0);
        }

        public int interim() {
            return version.size() > 1 ? version.get(1) : 0;
        }

        public int update() {
            return version.size() > 2 ? version.get(2) : 0;
        }

        public int patch() {
            return version.size() > 3 ? version.get(3) : 0;
        }

        @Deprecated(since = "10")
        public int major() {
            return feature();
        }

        @Deprecated(since = "10")
        public int minor() {
            return interim();
        }

        @Deprecated(since = "10")
        public int security() {
            return update();
        }

        public java.util.List<Integer> version() {
            return version;
        }

        public java.util.Optional<String> pre() {
            return pre;
        }

        public java.util.Optional<Integer> build() {
            return build;
        }

        public java.util.Optional<String> optional() {
            return optional;
        }

        @Override
        public int compareTo(Version obj) {
            return compare(obj, false);
        }

        public int compareToIgnoreOptional(Version obj) {
            return compare(obj, true);
        }

        private int compare(Version obj, boolean ignoreOpt) {
            int n = Math.max(version.size(), obj.version.size());
            for (int i = 0; i < n; i++) {
                int a = i < version.size() ? version.get(i) : 0;
                int b = i < obj.version.size() ? obj.version.get(i) : 0;
                if (a != b) {
                    return a - b;
                }
            }
            if (pre.isPresent() != obj.pre.isPresent()) {
                return pre.isPresent() ? -1 : 1;
            }
            if (pre.isPresent()) {
                int c = pre.get().compareTo(obj.pre.get());
                if (c != 0) {
                    return c;
                }
            }
            int c = Integer.compare(build.orElse(0), obj.build.orElse(0));
            if (c != 0 || ignoreOpt) {
                return c;
            }
            if (optional.isPresent() != obj.optional.isPresent()) {
                return optional.isPresent() ? 1 : -1;
            }
            return optional.isPresent() ? optional.get().compareTo(obj.optional.get()) : 0;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < version.size(); i++) {
                if (i > 0) {
                    sb.append('.');
                }
                sb.append(version.get(i));
            }
            pre.ifPresent(v -> sb.append("-").append(v));
            if (build.isPresent()) {
                sb.append("+").append(build.get());
                optional.ifPresent(v -> sb.append("-").append(v));
            } else if (optional.isPresent()) {
                sb.append(pre.isPresent() ? "-" : "+-").append(optional.get());
            }
            return sb.toString();
        }

        @Override
        public boolean equals(Object obj) {
            return obj instanceof Version v && compareTo(v) == 0 && version.equals(v.version);
        }

        public boolean equalsIgnoreOptional(Object obj) {
            return obj instanceof Version v && compareToIgnoreOptional(v) == 0 && version.equals(v.version);
        }

        @Override
        public int hashCode() {
            int h = 1;
            h = 17 * h + version.hashCode();
            h = 17 * h + pre.hashCode();
            h = 17 * h + build.hashCode();
            return 17 * h + optional.hashCode();
        }
    }

    public void exit(int status) {
        jdk.internal.terrarium.Shutdown.exit(status);
    }

    public void addShutdownHook(Thread hook) {
        jdk.internal.terrarium.Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return jdk.internal.terrarium.Shutdown.remove(hook);
    }

    public void halt(int status) {
        VM.halt(status);
    }

    // The machine is the world's ("runtime" in a world file).
    public int availableProcessors() {
        return (int) Math.min(Integer.MAX_VALUE, VM.runtime(0));
    }

    public long freeMemory() {
        return VM.runtime(1);
    }

    public long totalMemory() {
        return VM.runtime(2);
    }

    public long maxMemory() {
        return VM.runtime(3);
    }

    // Terrarium never runs host programs: every program is absent from the world, so exec
    // fails as ProcessBuilder.start does (IOException "Cannot run program ...").
    public Process exec(String command) throws java.io.IOException {
        return exec(command, null, null);
    }

    public Process exec(String command, String[] envp) throws java.io.IOException {
        return exec(command, envp, null);
    }

    public Process exec(String command, String[] envp, java.io.File dir) throws java.io.IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("Empty command");
        }
        java.util.StringTokenizer st = new java.util.StringTokenizer(command);
        String[] cmdarray = new String[st.countTokens()];
        for (int i = 0; st.hasMoreTokens(); i++) {
            cmdarray[i] = st.nextToken();
        }
        return exec(cmdarray, envp, dir);
    }

    public Process exec(String[] cmdarray) throws java.io.IOException {
        return exec(cmdarray, null, null);
    }

    public Process exec(String[] cmdarray, String[] envp) throws java.io.IOException {
        return exec(cmdarray, envp, null);
    }

    public Process exec(String[] cmdarray, String[] envp, java.io.File dir) throws java.io.IOException {
        return new ProcessBuilder(cmdarray).environment(envp).directory(dir).start();
    }

    public void gc() {
    }

    public void runFinalization() {
    }
}
