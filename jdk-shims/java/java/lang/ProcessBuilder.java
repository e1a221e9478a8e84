package java.lang;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A program to start: its command, directory, environment and redirections, all kept as data.
 * Terrarium never runs host programs: every program is absent from the world, so start()
 * fails as HotSpot's does for a program that is not there ("Cannot run program ...:
 * error=2, No such file or directory"), after opening the redirect files as HotSpot does. A
 * path that names something in the world's file system fails with error=13, Permission
 * denied, as on a file system mounted noexec: the world holds data, never programs.
 */
public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects;

    public ProcessBuilder(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
        return this;
    }

    public List<String> command() {
        return command;
    }

    /** A copy of the world's environment, made on first use; changes reach no one. */
    public Map<String, String> environment() {
        if (environment == null) {
            environment = Environment.copyOfSystem();
        }
        return environment;
    }

    /** Runtime.exec's envp: "NAME=value" strings; a string without '=' is dropped, text after a NUL too. */
    ProcessBuilder environment(String[] envp) {
        if (envp != null) {
            environment = new Environment(new HashMap<>(envp.length));
            for (String envstring : envp) {
                if (envstring.indexOf((int) '\u0000') != -1) {
                    envstring = envstring.replaceFirst("\u0000.*", "");
                }
                int eqlsign = envstring.indexOf('=', 0);
                if (eqlsign != -1) {
                    environment.put(envstring.substring(0, eqlsign), envstring.substring(eqlsign + 1));
                }
            }
        }
        return this;
    }

    public File directory() {
        return directory;
    }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    private Redirect[] redirects() {
        if (redirects == null) {
            redirects = new Redirect[] {Redirect.PIPE, Redirect.PIPE, Redirect.PIPE};
        }
        return redirects;
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND) {
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        }
        redirects()[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[1] = destination;
        return this;
    }

    public ProcessBuilder redirectError(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[2] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) {
        return redirectInput(Redirect.from(file));
    }

    public ProcessBuilder redirectOutput(File file) {
        return redirectOutput(Redirect.to(file));
    }

    public ProcessBuilder redirectError(File file) {
        return redirectError(Redirect.to(file));
    }

    public Redirect redirectInput() {
        return redirects == null ? Redirect.PIPE : redirects[0];
    }

    public Redirect redirectOutput() {
        return redirects == null ? Redirect.PIPE : redirects[1];
    }

    public Redirect redirectError() {
        return redirects == null ? Redirect.PIPE : redirects[2];
    }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects(), Redirect.INHERIT);
        return this;
    }

    public boolean redirectErrorStream() {
        return redirectErrorStream;
    }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    public Process start() throws IOException {
        return start(redirects);
    }

    private Process start(Redirect[] redirects) throws IOException {
        String[] cmdarray = command.toArray(new String[command.size()]);
        for (String arg : cmdarray) {
            if (arg == null) {
                throw new NullPointerException();
            }
        }
        // an empty command: ArrayIndexOutOfBoundsException, as the JDK's
        String prog = cmdarray[0];
        String dir = directory == null ? null : directory.toString();
        for (String s : cmdarray) {
            if (s.indexOf('\u0000') >= 0) {
                throw new IOException("invalid null character in command");
            }
        }
        try {
            openRedirects(redirects);
            throw new IOException(execFailure(prog, dir));
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("Cannot run program \"" + prog + "\""
                    + (dir == null ? "" : " (in directory \"" + dir + "\")") + ": " + e.getMessage(), e);
        }
    }

    /** Opens and closes the redirect files before the exec, as the JDK does: files written are created. */
    private static void openRedirects(Redirect[] redirects) throws IOException {
        if (redirects == null) {
            return;
        }
        FileInputStream f0 = null;
        FileOutputStream f1 = null;
        FileOutputStream f2 = null;
        try {
            if (isFile(redirects[0])) {
                f0 = new FileInputStream(redirects[0].file());
            }
            if (isFile(redirects[1])) {
                f1 = new FileOutputStream(redirects[1].file(), redirects[1].append());
            }
            if (isFile(redirects[2])) {
                f2 = new FileOutputStream(redirects[2].file(), redirects[2].append());
            }
        } finally {
            try {
                if (f0 != null) {
                    f0.close();
                }
            } finally {
                try {
                    if (f1 != null) {
                        f1.close();
                    }
                } finally {
                    if (f2 != null) {
                        f2.close();
                    }
                }
            }
        }
    }

    /** A redirect to or from a file; the null device is left alone (the world has no devices). */
    private static boolean isFile(Redirect r) {
        return r != Redirect.PIPE && r != Redirect.INHERIT && !(r instanceof RedirectPipeImpl)
                && !r.file().getPath().equals("/dev/null");
    }

    /**
     * The errno text of the failed exec: the child changes to dir (missing: ENOENT), then execs
     * prog, a path, or each entry of the parent's PATH (unset: ":/bin:/usr/bin") in turn; an
     * entry that exists in the world is EACCES, and EACCES anywhere wins over ENOENT.
     */
    private static String execFailure(String prog, String dir) {
        String enoent = "error=2, No such file or directory";
        String eacces = "error=13, Permission denied";
        File cwd = dir == null ? null : new File(dir);
        if (cwd != null && !cwd.isDirectory()) {
            return enoent;
        }
        if (prog.isEmpty()) {
            return enoent;
        }
        if (prog.indexOf('/') >= 0) {
            return inDir(cwd, prog).exists() ? eacces : enoent;
        }
        String path = System.getenv("PATH");
        if (path == null) {
            path = ":/bin:/usr/bin";
        }
        for (String entry : path.split(":", -1)) {
            File candidate = entry.isEmpty() ? inDir(cwd, prog) : inDir(cwd, entry + "/" + prog);
            if (candidate.exists()) {
                return eacces;
            }
        }
        return enoent;
    }

    private static File inDir(File cwd, String path) {
        return cwd == null || path.startsWith("/") ? new File(path) : new File(cwd, path);
    }

    /**
     * Starts each builder, output of one to input of the next; the first start fails (no
     * program exists), so only the first builder's redirects are checked, as in the JDK.
     */
    public static List<Process> startPipeline(List<ProcessBuilder> builders) throws IOException {
        int numBuilders = builders.size();
        List<Process> processes = new ArrayList<>(numBuilders);
        try {
            Redirect prevOutput = null;
            for (int index = 0; index < builders.size(); index++) {
                ProcessBuilder builder = builders.get(index);
                Redirect[] redirects = builder.redirects();
                if (index > 0) {
                    if (builder.redirectInput() != Redirect.PIPE) {
                        throw new IllegalArgumentException("builder redirectInput()"
                                + " must be PIPE except for the first builder: " + builder.redirectInput());
                    }
                    redirects[0] = prevOutput;
                }
                if (index < numBuilders - 1) {
                    if (builder.redirectOutput() != Redirect.PIPE) {
                        throw new IllegalArgumentException("builder redirectOutput()"
                                + " must be PIPE except for the last builder: " + builder.redirectOutput());
                    }
                    redirects[1] = new RedirectPipeImpl();
                }
                processes.add(builder.start(redirects));
                prevOutput = redirects[1];
            }
        } catch (Exception ex) {
            for (Process p : processes) {
                p.destroyForcibly();
            }
            throw ex;
        }
        return processes;
    }

    /** Where a process's standard stream goes or comes from. */
    public abstract static class Redirect {
        private static final File NULL_FILE = new File("/dev/null");

        public enum Type {
            PIPE,
            INHERIT,
            READ,
            WRITE,
            APPEND
        }

        public abstract Type type();

        public static final Redirect PIPE = new Redirect() {
            @Override
            public Type type() {
                return Type.PIPE;
            }

            @Override
            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect INHERIT = new Redirect() {
            @Override
            public Type type() {
                return Type.INHERIT;
            }

            @Override
            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect DISCARD = new Redirect() {
            @Override
            public Type type() {
                return Type.WRITE;
            }

            @Override
            public String toString() {
                return type().toString();
            }

            @Override
            public File file() {
                return NULL_FILE;
            }

            @Override
            boolean append() {
                return false;
            }
        };

        public File file() {
            return null;
        }

        boolean append() {
            throw new UnsupportedOperationException();
        }

        public static Redirect from(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                @Override
                public Type type() {
                    return Type.READ;
                }

                @Override
                public File file() {
                    return file;
                }

                @Override
                public String toString() {
                    return "redirect to read from file \"" + file + "\"";
                }
            };
        }

        public static Redirect to(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                @Override
                public Type type() {
                    return Type.WRITE;
                }

                @Override
                public File file() {
                    return file;
                }

                @Override
                public String toString() {
                    return "redirect to write to file \"" + file + "\"";
                }

                @Override
                boolean append() {
                    return false;
                }
            };
        }

        public static Redirect appendTo(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                @Override
                public Type type() {
                    return Type.APPEND;
                }

                @Override
                public File file() {
                    return file;
                }

                @Override
                public String toString() {
                    return "redirect to append to file \"" + file + "\"";
                }

                @Override
                boolean append() {
                    return true;
                }
            };
        }

        @Override
        public boolean equals(Object obj) {
            if (obj == this) {
                return true;
            }
            if (!(obj instanceof Redirect r)) {
                return false;
            }
            if (r.type() != this.type()) {
                return false;
            }
            return this.file().equals(r.file());
        }

        @Override
        public int hashCode() {
            File file = file();
            return file == null ? super.hashCode() : file.hashCode();
        }

        private Redirect() {
        }
    }

    /** The pipe between two processes of a pipeline (a PIPE that is not Redirect.PIPE). */
    static class RedirectPipeImpl extends Redirect {
        @Override
        public Type type() {
            return Type.PIPE;
        }

        @Override
        public String toString() {
            return type().toString();
        }
    }

    /**
     * The environment map: names and values checked as the JDK's are, kept in a HashMap whose
     * keys hash as the JDK's (over the bytes of the name), so it iterates in the JDK's order.
     */
    private static final class Environment extends AbstractMap<String, String> {
        private final HashMap<Name, String> m;

        Environment(HashMap<Name, String> m) {
            this.m = m;
        }

        static Environment copyOfSystem() {
            HashMap<Name, String> all = new HashMap<>();
            for (Map.Entry<String, String> e : System.getenv().entrySet()) {
                all.put(new Name(e.getKey()), e.getValue());
            }
            return new Environment(new HashMap<>(all));
        }

        private static void validateVariable(String name) {
            if (name.indexOf('=') != -1 || name.indexOf('\u0000') != -1) {
                throw new IllegalArgumentException("Invalid environment variable name: \"" + name + "\"");
            }
        }

        private static void validateValue(String value) {
            if (value.indexOf('\u0000') != -1) {
                throw new IllegalArgumentException("Invalid environment variable value: \"" + value + "\"");
            }
        }

        private static Name query(Object key) {
            return new Name((String) key);
        }

        private static String queryValue(Object value) {
            String s = (String) value;
            s.length(); // a null value is a NullPointerException, as the JDK's getBytes() is
            return s;
        }

        @Override
        public int size() {
            return m.size();
        }

        @Override
        public boolean isEmpty() {
            return m.isEmpty();
        }

        @Override
        public void clear() {
            m.clear();
        }

        @Override
        public boolean containsKey(Object key) {
            return m.containsKey(query(key));
        }

        @Override
        public boolean containsValue(Object value) {
            return m.containsValue(queryValue(value));
        }

        @Override
        public String get(Object key) {
            return m.get(query(key));
        }

        @Override
        public String put(String key, String value) {
            validateVariable(key);
            validateValue(value);
            return m.put(new Name(key), value);
        }

        @Override
        public String remove(Object key) {
            return m.remove(query(key));
        }

        @Override
        public Set<Map.Entry<String, String>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public int size() {
                    return m.size();
                }

                @Override
                public void clear() {
                    m.clear();
                }

                @Override
                public Iterator<Map.Entry<String, String>> iterator() {
                    Iterator<Map.Entry<Name, String>> i = m.entrySet().iterator();
                    return new Iterator<>() {
                        @Override
                        public boolean hasNext() {
                            return i.hasNext();
                        }

                        @Override
                        public Map.Entry<String, String> next() {
                            Map.Entry<Name, String> e = i.next();
                            return new Map.Entry<>() {
                                @Override
                                public String getKey() {
                                    return e.getKey().name;
                                }

                                @Override
                                public String getValue() {
                                    return e.getValue();
                                }

                                @Override
                                public String setValue(String value) {
                                    validateValue(value);
                                    return e.setValue(value);
                                }

                                @Override
                                public boolean equals(Object o) {
                                    return o instanceof Map.Entry<?, ?> x && getKey().equals(x.getKey())
                                            && getValue().equals(x.getValue());
                                }

                                @Override
                                public int hashCode() {
                                    return e.getKey().hash ^ e.getValue().hashCode();
                                }

                                @Override
                                public String toString() {
                                    return getKey() + "=" + getValue();
                                }
                            };
                        }

                        @Override
                        public void remove() {
                            i.remove();
                        }
                    };
                }
            };
        }
    }

    /** An environment variable's name, hashed over its bytes as the JDK's ProcessEnvironment does. */
    private static final class Name {
        final String name;
        final int hash;

        Name(String str) {
            this.name = str;
            int h = 0;
            for (byte b : str.getBytes()) {
                h = 31 * h + b;
            }
            this.hash = h;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Name n && n.name.equals(name);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
