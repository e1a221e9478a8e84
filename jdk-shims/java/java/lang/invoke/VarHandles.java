package java.lang.invoke;

import java.util.Objects;

/** The kinds of VarHandle (instance fields, static fields, array elements) and the handles on their modes. */
final class VarHandles {
    private VarHandles() {
    }

    static VarHandle field(MemberName field, Class<?> refc) {
        if (field.isStatic()) {
            // The JDK initialises the class when it makes the handle, not on first access.
            jdk.internal.terrarium.reflect.VmReflect.ensureInitialized(refc);
            return new StaticField(field, false);
        }
        return new InstanceField(refc, field, false);
    }

    static VarHandle array(Class<?> arrayClass) {
        return new ArrayElement(arrayClass, false);
    }

    /** Final fields' VarHandles are read-only. */
    static final class InstanceField extends VarHandle {
        private final MemberName field;

        InstanceField(Class<?> receiverType, MemberName field, boolean exact) {
            super(field.fieldType(), new Class<?>[] {receiverType}, exact);
            this.field = field;
        }

        @Override
        VarHandle withExact(boolean exact) {
            return new InstanceField(coordinates[0], field, exact);
        }

        @Override
        boolean isReadOnly() {
            return field.isFinal();
        }

        @Override
        Object read(Object[] args) {
            return field.getField(requireReceiver(args[0]));
        }

        @Override
        void write(Object[] args, Object value) {
            field.putField(requireReceiver(args[0]), value);
        }
    }

    static final class StaticField extends VarHandle {
        private final MemberName field;

        StaticField(MemberName field, boolean exact) {
            super(field.fieldType(), new Class<?>[0], exact);
            this.field = field;
        }

        @Override
        VarHandle withExact(boolean exact) {
            return new StaticField(field, exact);
        }

        @Override
        boolean isReadOnly() {
            return field.isFinal();
        }

        @Override
        Object read(Object[] args) {
            return field.getField(null);
        }

        @Override
        void write(Object[] args, Object value) {
            field.putField(null, value);
        }
    }

    /** Array elements; the helpers' local names match the JDK's NullPointerException messages. */
    static final class ArrayElement extends VarHandle {
        private final int kind;

        ArrayElement(Class<?> arrayClass, boolean exact) {
            super(arrayClass.getComponentType(), new Class<?>[] {arrayClass, int.class}, exact);
            this.kind = Wrappers.kind(arrayClass.getComponentType());
        }

        @Override
        VarHandle withExact(boolean exact) {
            return new ArrayElement(coordinates[0], exact);
        }

        @Override
        boolean isReadOnly() {
            return false;
        }

        private static int checkIndex(int index, int length) {
            if (index < 0 || index >= length) {
                throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
            }
            return index;
        }

        @Override
        Object read(Object[] args) {
            Object oarray = args[0];
            int index = (Integer) args[1];
            switch (kind) {
                case Wrappers.BOOLEAN: {
                    boolean[] array = (boolean[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.BYTE: {
                    byte[] array = (byte[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.SHORT: {
                    short[] array = (short[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.CHAR: {
                    char[] array = (char[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.INT: {
                    int[] array = (int[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.LONG: {
                    long[] array = (long[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.FLOAT: {
                    float[] array = (float[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                case Wrappers.DOUBLE: {
                    double[] array = (double[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
                default: {
                    Object[] array = (Object[]) oarray;
                    return array[checkIndex(index, array.length)];
                }
            }
        }

        @Override
        void write(Object[] args, Object value) {
            Object oarray = args[0];
            int index = (Integer) args[1];
            switch (kind) {
                case Wrappers.BOOLEAN: {
                    boolean[] array = (boolean[]) oarray;
                    array[checkIndex(index, array.length)] = (Boolean) value;
                    break;
                }
                case Wrappers.BYTE: {
                    byte[] array = (byte[]) oarray;
                    array[checkIndex(index, array.length)] = (Byte) value;
                    break;
                }
                case Wrappers.SHORT: {
                    short[] array = (short[]) oarray;
                    array[checkIndex(index, array.length)] = (Short) value;
                    break;
                }
                case Wrappers.CHAR: {
                    char[] array = (char[]) oarray;
                    array[checkIndex(index, array.length)] = (Character) value;
                    break;
                }
                case Wrappers.INT: {
                    int[] array = (int[]) oarray;
                    array[checkIndex(index, array.length)] = (Integer) value;
                    break;
                }
                case Wrappers.LONG: {
                    long[] array = (long[]) oarray;
                    array[checkIndex(index, array.length)] = (Long) value;
                    break;
                }
                case Wrappers.FLOAT: {
                    float[] array = (float[]) oarray;
                    array[checkIndex(index, array.length)] = (Float) value;
                    break;
                }
                case Wrappers.DOUBLE: {
                    double[] array = (double[]) oarray;
                    array[checkIndex(index, array.length)] = (Double) value;
                    break;
                }
                default: {
                    Object[] array = (Object[]) oarray;
                    array[checkIndex(index, array.length)] = value;
                }
            }
        }
    }

    /** toMethodHandle: one access mode of one VarHandle, of the mode's exact type. */
    static final class ModeHandle extends MethodHandle {
        private final VarHandle handle;
        private final VarHandle.AccessMode mode;

        ModeHandle(VarHandle handle, VarHandle.AccessMode mode) {
            super(handle.accessModeType(mode));
            this.handle = handle;
            this.mode = mode;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            return handle.access(mode, args);
        }
    }

    /** varHandleInvoker and varHandleExactInvoker: the VarHandle comes first. */
    static final class Invoker extends MethodHandle {
        private final VarHandle.AccessMode mode;
        private final MethodType accessType;
        private final boolean exact;

        Invoker(VarHandle.AccessMode mode, MethodType accessType, boolean exact) {
            super(accessType.insertParameterTypes(0, VarHandle.class));
            this.mode = mode;
            this.accessType = accessType;
            this.exact = exact;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            VarHandle vh = Objects.requireNonNull((VarHandle) args[0]);
            Object[] rest = Handles.slice(args, 1, args.length);
            if (exact) {
                MethodType amt = vh.accessModeType(mode);
                if (!amt.equals(accessType)) {
                    throw new WrongMethodTypeException("expected " + type() + " but found "
                            + amt.insertParameterTypes(0, VarHandle.class));
                }
                return vh.access(mode, rest);
            }
            return vh.invokeFromSite(mode, accessType, rest);
        }
    }
}
