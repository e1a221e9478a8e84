package java.lang;

import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The current thread's frames, from the caller of {@code walk} outwards,
 * taken from the VM at once (a snapshot, not a lazy walk). Reflection's
 * frames (Method.invoke, Constructor.newInstance) are left out unless
 * SHOW_REFLECT_FRAMES or SHOW_HIDDEN_FRAMES is given; lambda proxies and
 * the VM's accessor classes never show.
 */
public final class StackWalker {
    public enum Option {
        RETAIN_CLASS_REFERENCE,
        SHOW_REFLECT_FRAMES,
        SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        default MethodType getMethodType() {
            throw new UnsupportedOperationException();
        }

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class), 0);

    private final Set<Option> options;

    /** {@code estimateDepth} is only a hint for buffering: a snapshot needs none. */
    private StackWalker(Set<Option> options, int estimateDepth) {
        this.options = options;
    }

    public static StackWalker getInstance() {
        return DEFAULT;
    }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)), 0);
    }

    public static StackWalker getInstance(Set<Option> options) {
        return new StackWalker(copy(options), 0);
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return new StackWalker(copy(options), estimateDepth);
    }

    private static EnumSet<Option> copy(Set<Option> options) {
        EnumSet<Option> set = EnumSet.noneOf(Option.class);
        for (Option o : options) {
            set.add(Objects.requireNonNull(o));
        }
        return set;
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        return function.apply(frames().stream());
    }

    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        frames().forEach(action);
    }

    public Class<?> getCallerClass() {
        if (!options.contains(Option.RETAIN_CLASS_REFERENCE)) {
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        List<StackFrame> frames = frames();
        // frames[0] called getCallerClass; its caller is next.
        if (frames.size() < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return frames.get(1).getDeclaringClass();
    }

    /** The frames outside this class, innermost first, filtered by the options. */
    private List<StackFrame> frames() {
        Object[] raw = frames0();
        Class<?>[] classes = (Class<?>[]) raw[0];
        StackTraceElement[] elements = (StackTraceElement[]) raw[1];
        String[] descriptors = (String[]) raw[2];
        int[] bcis = (int[]) raw[3];
        boolean showReflect = options.contains(Option.SHOW_REFLECT_FRAMES)
                || options.contains(Option.SHOW_HIDDEN_FRAMES);
        List<StackFrame> out = new ArrayList<>();
        int i = 0;
        // Leave out this class's own frames and whatever library code called into it (streams).
        while (i < classes.length && classes[i] != null && classes[i].getName().startsWith("java.lang.StackWalker")) {
            i++;
        }
        for (; i < classes.length; i++) {
            if (!showReflect && isReflection(classes[i], elements[i])) {
                continue;
            }
            out.add(new Frame(classes[i], elements[i], descriptors[i], bcis[i]));
        }
        return out;
    }

    /** Method.invoke, Constructor.newInstance and the accessors below them. */
    private static boolean isReflection(Class<?> c, StackTraceElement e) {
        String method = e.getMethodName();
        return e.getClassName().startsWith("jdk.internal.reflect.")
                || (c == java.lang.reflect.Method.class && method.equals("invoke"))
                || (c == java.lang.reflect.Constructor.class && method.startsWith("newInstance"));
    }

    private static native Object[] frames0();

    private final class Frame implements StackFrame {
        private final Class<?> declaringClass;
        private final StackTraceElement element;
        private final String descriptor;
        private final int bci;

        Frame(Class<?> declaringClass, StackTraceElement element, String descriptor, int bci) {
            this.declaringClass = declaringClass;
            this.element = element;
            this.descriptor = descriptor;
            this.bci = bci;
        }

        @Override
        public String getClassName() {
            return element.getClassName();
        }

        @Override
        public String getMethodName() {
            return element.getMethodName();
        }

        @Override
        public Class<?> getDeclaringClass() {
            if (!options.contains(Option.RETAIN_CLASS_REFERENCE)) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            return declaringClass;
        }

        @Override
        public MethodType getMethodType() {
            getDeclaringClass();
            return MethodType.fromMethodDescriptorString(descriptor, declaringClass.getClassLoader());
        }

        @Override
        public String getDescriptor() {
            return descriptor;
        }

        @Override
        public int getByteCodeIndex() {
            return isNativeMethod() ? -1 : bci;
        }

        @Override
        public String getFileName() {
            return element.getFileName();
        }

        @Override
        public int getLineNumber() {
            return element.getLineNumber();
        }

        @Override
        public boolean isNativeMethod() {
            return element.isNativeMethod();
        }

        @Override
        public StackTraceElement toStackTraceElement() {
            return element;
        }

        @Override
        public String toString() {
            return element.toString();
        }
    }
}
