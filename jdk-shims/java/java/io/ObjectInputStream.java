package java.io;

import java.lang.reflect.Array;
import java.util.ArrayList;

/**
 * Reads the JDK's serialization stream format, as HotSpot's
 * ObjectInputStream does: the same exceptions and messages, the same
 * chunks of block data for read(byte[]), and objects made as the JDK makes
 * them (see ObjectStreamClass.newInstance). A class that is not found
 * fails the objects that depend on it with its ClassNotFoundException
 * once the whole object has been read. Serialization filters
 * (ObjectInputFilter) are not provided.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private static final int NULL_HANDLE = -1;
    /** Stands in the handle table for an object read unshared. */
    private static final Object unsharedMarker = new Object();

    private final BlockDataInputStream bin;
    private final HandleTable handles;
    private final ValidationList vlist;
    private int depth;
    private boolean closed;
    private final boolean enableOverride;
    private boolean enableResolve;
    private CallbackContext curContext;
    /** The handle of the object last read. */
    private int passHandle = NULL_HANDLE;
    /** A class's default fields were read and its stream has no custom data after them. */
    private boolean defaultDataEnd;

    public ObjectInputStream(InputStream in) throws IOException {
        bin = new BlockDataInputStream(in);
        handles = new HandleTable();
        vlist = new ValidationList();
        enableOverride = false;
        readStreamHeader();
        bin.setBlockDataMode(true);
    }

    protected ObjectInputStream() throws IOException, SecurityException {
        bin = null;
        handles = null;
        vlist = null;
        enableOverride = true;
    }

    public final Object readObject() throws IOException, ClassNotFoundException {
        return readObject(Object.class);
    }

    private Object readObject(Class<?> type) throws IOException, ClassNotFoundException {
        if (enableOverride) {
            return readObjectOverride();
        }
        int outerHandle = passHandle;
        try {
            Object obj = readObject0(type, false);
            handles.markDependency(outerHandle, passHandle);
            ClassNotFoundException ex = handles.lookupException(passHandle);
            if (ex != null) {
                throw ex;
            }
            if (depth == 0) {
                vlist.doCallbacks();
            }
            return obj;
        } finally {
            passHandle = outerHandle;
            if (closed && depth == 0) {
                clear();
            }
        }
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        int outerHandle = passHandle;
        try {
            Object obj = readObject0(Object.class, true);
            handles.markDependency(outerHandle, passHandle);
            ClassNotFoundException ex = handles.lookupException(passHandle);
            if (ex != null) {
                throw ex;
            }
            if (depth == 0) {
                vlist.doCallbacks();
            }
            return obj;
        } finally {
            passHandle = outerHandle;
            if (closed && depth == 0) {
                clear();
            }
        }
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        CallbackContext ctx = curContext;
        if (ctx == null) {
            throw new NotActiveException("not in call to readObject");
        }
        Object curObj = ctx.getObj();
        ObjectStreamClass curDesc = ctx.desc;
        bin.setBlockDataMode(false);
        FieldValues vals = new FieldValues(curDesc, true);
        if (curObj != null) {
            vals.defaultCheckFieldValues(curObj);
            vals.defaultSetFieldValues(curObj);
        }
        bin.setBlockDataMode(true);
        if (!curDesc.hasWriteObjectData()) {
            defaultDataEnd = true;
        }
        ClassNotFoundException ex = handles.lookupException(passHandle);
        if (ex != null) {
            throw ex;
        }
    }

    public ObjectInputStream.GetField readFields() throws IOException, ClassNotFoundException {
        CallbackContext ctx = curContext;
        if (ctx == null) {
            throw new NotActiveException("not in call to readObject");
        }
        ctx.checkAndSetUsed();
        bin.setBlockDataMode(false);
        FieldValues vals = new FieldValues(ctx.desc, false);
        bin.setBlockDataMode(true);
        if (!ctx.desc.hasWriteObjectData()) {
            defaultDataEnd = true;
        }
        return vals;
    }

    public void registerValidation(ObjectInputValidation obj, int prio)
            throws NotActiveException, InvalidObjectException {
        if (depth == 0) {
            throw new NotActiveException("stream inactive");
        }
        vlist.register(obj, prio);
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        try {
            return Class.forName(name, false, ClassLoader.getSystemClassLoader());
        } catch (ClassNotFoundException ex) {
            Class<?> cl = primitiveClass(name);
            if (cl != null) {
                return cl;
            }
            throw ex;
        }
    }

    private static Class<?> primitiveClass(String name) {
        return switch (name) {
            case "boolean" -> boolean.class;
            case "byte" -> byte.class;
            case "char" -> char.class;
            case "short" -> short.class;
            case "int" -> int.class;
            case "long" -> long.class;
            case "float" -> float.class;
            case "double" -> double.class;
            case "void" -> void.class;
            default -> null;
        };
    }

    protected Object resolveObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableResolveObject(boolean enable) throws SecurityException {
        if (enable == enableResolve) {
            return enable;
        }
        enableResolve = enable;
        return !enable;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        short s0 = bin.readShort();
        short s1 = bin.readShort();
        if (s0 != STREAM_MAGIC || s1 != STREAM_VERSION) {
            throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", s0, s1));
        }
    }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = new ObjectStreamClass();
        desc.readNonProxy(this);
        return desc;
    }

    @Override
    public int read() throws IOException {
        return bin.read();
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        int endoff = off + len;
        if (off < 0 || len < 0 || endoff > buf.length || endoff < 0) {
            throw new IndexOutOfBoundsException();
        }
        return bin.read(buf, off, len);
    }

    @Override
    public int available() throws IOException {
        return bin.available();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        if (depth == 0) {
            clear();
        }
        bin.close();
    }

    public boolean readBoolean() throws IOException {
        return bin.readUnsignedByte() != 0;
    }

    public byte readByte() throws IOException {
        return (byte) bin.readUnsignedByte();
    }

    public int readUnsignedByte() throws IOException {
        return bin.readUnsignedByte();
    }

    public char readChar() throws IOException {
        return (char) bin.readUnsignedShort();
    }

    public short readShort() throws IOException {
        return (short) bin.readUnsignedShort();
    }

    public int readUnsignedShort() throws IOException {
        return bin.readUnsignedShort();
    }

    public int readInt() throws IOException {
        return bin.readInt();
    }

    public long readLong() throws IOException {
        return ((long) bin.readInt() << 32) | (bin.readInt() & 0xFFFFFFFFL);
    }

    public float readFloat() throws IOException {
        return Float.intBitsToFloat(bin.readInt());
    }

    public double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public void readFully(byte[] buf) throws IOException {
        bin.readFully(buf, 0, buf.length);
    }

    public void readFully(byte[] buf, int off, int len) throws IOException {
        int endoff = off + len;
        if (off < 0 || len < 0 || endoff > buf.length || endoff < 0) {
            throw new IndexOutOfBoundsException();
        }
        bin.readFully(buf, off, len);
    }

    public int skipBytes(int len) throws IOException {
        return (int) bin.skip(len);
    }

    @Deprecated
    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = bin.read();
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n') {
            if (c == '\r') {
                if (bin.peek() == '\n') {
                    bin.read();
                }
                break;
            }
            sb.append((char) c);
            c = bin.read();
        }
        return sb.toString();
    }

    public String readUTF() throws IOException {
        return readUTFBody(bin.readUnsignedShort());
    }

    /** The name of a field's type, from a stream descriptor: any string object, usually a back-reference. */
    String readTypeString() throws IOException {
        int oldHandle = passHandle;
        try {
            byte tc = bin.peekByte();
            switch (tc) {
                case TC_NULL:
                    return (String) readNull();
                case TC_REFERENCE:
                    return (String) readHandle(false);
                case TC_STRING:
                case TC_LONGSTRING:
                    return readString(false);
                default:
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
            }
        } finally {
            passHandle = oldHandle;
        }
    }

    public abstract static class GetField {
        public GetField() {
        }

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    // Internals.

    private void clear() {
        handles.clear();
        vlist.clear();
    }

    private Object readObject0(Class<?> type, boolean unshared) throws IOException {
        boolean oldMode = bin.getBlockDataMode();
        if (oldMode) {
            int remain = bin.currentBlockRemaining();
            if (remain > 0) {
                throw new OptionalDataException(remain);
            } else if (defaultDataEnd) {
                // The end of a class's default fields with no custom data after them.
                throw new OptionalDataException(true);
            }
            bin.setBlockDataMode(false);
        }
        byte tc;
        while ((tc = bin.peekByte()) == TC_RESET) {
            bin.readByte();
            handleReset();
        }
        depth++;
        try {
            switch (tc) {
                case TC_NULL:
                    return readNull();
                case TC_REFERENCE:
                    return readHandle(unshared);
                case TC_CLASS:
                    return readClass(unshared);
                case TC_CLASSDESC:
                case TC_PROXYCLASSDESC:
                    return readClassDesc(unshared);
                case TC_STRING:
                case TC_LONGSTRING:
                    return checkResolve(readString(unshared));
                case TC_ARRAY:
                    return checkResolve(readArray(unshared));
                case TC_ENUM:
                    return checkResolve(readEnum(unshared));
                case TC_OBJECT:
                    return checkResolve(readOrdinaryObject(unshared));
                case TC_EXCEPTION:
                    IOException ex = readFatalException();
                    throw new WriteAbortedException("writing aborted", ex);
                case TC_BLOCKDATA:
                case TC_BLOCKDATALONG:
                    if (oldMode) {
                        bin.setBlockDataMode(true);
                        bin.peek(); // reads the block header
                        throw new OptionalDataException(bin.currentBlockRemaining());
                    } else {
                        throw new StreamCorruptedException("unexpected block data");
                    }
                case TC_ENDBLOCKDATA:
                    if (oldMode) {
                        throw new OptionalDataException(true);
                    } else {
                        throw new StreamCorruptedException("unexpected end of block data");
                    }
                default:
                    throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
            }
        } finally {
            depth--;
            bin.setBlockDataMode(oldMode);
        }
    }

    private Object checkResolve(Object obj) throws IOException {
        if (!enableResolve || handles.lookupException(passHandle) != null) {
            return obj;
        }
        Object rep = resolveObject(obj);
        if (rep != obj) {
            handles.setObject(passHandle, rep);
        }
        return rep;
    }

    private Object readNull() throws IOException {
        if (bin.readByte() != TC_NULL) {
            throw new InternalError();
        }
        passHandle = NULL_HANDLE;
        return null;
    }

    private Object readHandle(boolean unshared) throws IOException {
        if (bin.readByte() != TC_REFERENCE) {
            throw new InternalError();
        }
        passHandle = bin.readInt() - baseWireHandle;
        if (passHandle < 0 || passHandle >= handles.size()) {
            throw new StreamCorruptedException(
                    String.format("invalid handle value: %08X", passHandle + baseWireHandle));
        }
        if (unshared) {
            throw new InvalidObjectException("cannot read back reference as unshared");
        }
        Object rep = handles.lookupObject(passHandle);
        if (rep == unsharedMarker) {
            throw new InvalidObjectException("cannot read back reference to unshared object");
        }
        return rep;
    }

    private Class<?> readClass(boolean unshared) throws IOException {
        if (bin.readByte() != TC_CLASS) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        passHandle = handles.assign(unshared ? unsharedMarker : cl);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(passHandle, resolveEx);
        }
        return cl;
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException {
        byte tc = bin.peekByte();
        switch (tc) {
            case TC_NULL:
                return (ObjectStreamClass) readNull();
            case TC_REFERENCE:
                return (ObjectStreamClass) readHandle(unshared);
            case TC_PROXYCLASSDESC:
                throw new InvalidClassException("proxy class descriptors are not supported by Terrarium's class library");
            case TC_CLASSDESC:
                return readNonProxyDesc(unshared);
            default:
                throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        }
    }

    private ObjectStreamClass readNonProxyDesc(boolean unshared) throws IOException {
        if (bin.readByte() != TC_CLASSDESC) {
            throw new InternalError();
        }
        ObjectStreamClass desc = new ObjectStreamClass();
        int descHandle = handles.assign(unshared ? unsharedMarker : desc);
        passHandle = NULL_HANDLE;
        ObjectStreamClass readDesc;
        try {
            readDesc = readClassDescriptor();
        } catch (ClassNotFoundException ex) {
            throw (IOException) new InvalidClassException("failed to read class descriptor").initCause(ex);
        }
        Class<?> cl = null;
        ClassNotFoundException resolveEx = null;
        bin.setBlockDataMode(true);
        try {
            if ((cl = resolveClass(readDesc)) == null) {
                resolveEx = new ClassNotFoundException("null class");
            }
        } catch (ClassNotFoundException ex) {
            resolveEx = ex;
        }
        skipCustomData();
        try {
            depth++;
            desc.initNonProxy(readDesc, cl, resolveEx, readClassDesc(false));
        } finally {
            depth--;
        }
        passHandle = descHandle;
        return desc;
    }

    private String readString(boolean unshared) throws IOException {
        byte tc = bin.readByte();
        String str = switch (tc) {
            case TC_STRING -> readUTFBody(bin.readUnsignedShort());
            case TC_LONGSTRING -> {
                long len = ((long) bin.readInt() << 32) | (bin.readInt() & 0xFFFFFFFFL);
                yield readUTFBody(len);
            }
            default -> throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        };
        passHandle = handles.assign(unshared ? unsharedMarker : str);
        return str;
    }

    private Object readArray(boolean unshared) throws IOException {
        if (bin.readByte() != TC_ARRAY) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        int len = bin.readInt();
        Object array = null;
        Class<?> cl;
        Class<?> ccl = null;
        if ((cl = desc.forClass()) != null) {
            ccl = cl.getComponentType();
            array = Array.newInstance(ccl, len);
        }
        int arrayHandle = handles.assign(unshared ? unsharedMarker : array);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(arrayHandle, resolveEx);
        }
        if (ccl == null) {
            for (int i = 0; i < len; i++) {
                readObject0(Object.class, false);
            }
        } else if (ccl.isPrimitive()) {
            if (ccl == Integer.TYPE) {
                int[] a = (int[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = bin.readInt();
                }
            } else if (ccl == Byte.TYPE) {
                bin.readFully((byte[]) array, 0, len);
            } else if (ccl == Long.TYPE) {
                long[] a = (long[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = ((long) bin.readInt() << 32) | (bin.readInt() & 0xFFFFFFFFL);
                }
            } else if (ccl == Float.TYPE) {
                float[] a = (float[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = Float.intBitsToFloat(bin.readInt());
                }
            } else if (ccl == Double.TYPE) {
                double[] a = (double[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = Double.longBitsToDouble(((long) bin.readInt() << 32) | (bin.readInt() & 0xFFFFFFFFL));
                }
            } else if (ccl == Short.TYPE) {
                short[] a = (short[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = (short) bin.readUnsignedShort();
                }
            } else if (ccl == Character.TYPE) {
                char[] a = (char[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = (char) bin.readUnsignedShort();
                }
            } else if (ccl == Boolean.TYPE) {
                boolean[] a = (boolean[]) array;
                for (int i = 0; i < len; i++) {
                    a[i] = bin.readUnsignedByte() != 0;
                }
            } else {
                throw new InternalError();
            }
        } else {
            Object[] oa = (Object[]) array;
            for (int i = 0; i < len; i++) {
                oa[i] = readObject0(Object.class, false);
                handles.markDependency(arrayHandle, passHandle);
            }
        }
        passHandle = arrayHandle;
        return array;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Enum<?> readEnum(boolean unshared) throws IOException {
        if (bin.readByte() != TC_ENUM) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        if (!desc.isEnum()) {
            throw new InvalidClassException("non-enum class: " + desc);
        }
        int enumHandle = handles.assign(unshared ? unsharedMarker : null);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(enumHandle, resolveEx);
        }
        String name = readString(false);
        Enum<?> result = null;
        Class<?> cl = desc.forClass();
        if (cl != null) {
            try {
                result = Enum.valueOf((Class) cl, name);
            } catch (IllegalArgumentException ex) {
                throw (IOException) new InvalidObjectException("enum constant " + name + " does not exist in " + cl)
                        .initCause(ex);
            }
            if (!unshared) {
                handles.setObject(enumHandle, result);
            }
        }
        passHandle = enumHandle;
        return result;
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException {
        if (bin.readByte() != TC_OBJECT) {
            throw new InternalError();
        }
        ObjectStreamClass desc = readClassDesc(false);
        desc.checkDeserialize();
        Class<?> cl = desc.forClass();
        if (cl == String.class || cl == Class.class || cl == ObjectStreamClass.class) {
            throw new InvalidClassException("invalid class descriptor");
        }
        Object obj;
        try {
            obj = desc.isInstantiable() ? desc.newInstance() : null;
        } catch (Exception ex) {
            throw (IOException) new InvalidClassException(desc.forClass().getName(), "unable to create instance")
                    .initCause(ex);
        }
        passHandle = handles.assign(unshared ? unsharedMarker : obj);
        ClassNotFoundException resolveEx = desc.getResolveException();
        if (resolveEx != null) {
            handles.markException(passHandle, resolveEx);
        }
        if (desc.isRecord()) {
            obj = readRecord(desc);
            if (!unshared) {
                handles.setObject(passHandle, obj);
            }
        } else if (desc.isExternalizable()) {
            readExternalData((Externalizable) obj, desc);
        } else {
            readSerialData(obj, desc);
        }
        if (obj != null && handles.lookupException(passHandle) == null && desc.hasReadResolveMethod()) {
            Object rep = desc.invokeReadResolve(obj);
            if (unshared && rep != null && rep.getClass().isArray()) {
                rep = cloneArray(rep);
            }
            if (rep != obj) {
                handles.setObject(passHandle, obj = rep);
            }
        }
        return obj;
    }

    private static Object cloneArray(Object array) {
        if (array instanceof Object[] a) {
            return a.clone();
        } else if (array instanceof boolean[] a) {
            return a.clone();
        } else if (array instanceof byte[] a) {
            return a.clone();
        } else if (array instanceof char[] a) {
            return a.clone();
        } else if (array instanceof double[] a) {
            return a.clone();
        } else if (array instanceof float[] a) {
            return a.clone();
        } else if (array instanceof int[] a) {
            return a.clone();
        } else if (array instanceof long[] a) {
            return a.clone();
        } else if (array instanceof short[] a) {
            return a.clone();
        }
        throw new AssertionError();
    }

    private Object readRecord(ObjectStreamClass desc) throws IOException {
        ObjectStreamClass.ClassDataSlot[] slots = desc.getClassDataLayout();
        for (int i = 0; i < slots.length - 1; i++) {
            if (slots[i].hasData) {
                new FieldValues(slots[i].desc, true); // a superclass's values: skipped
            }
        }
        FieldValues fieldValues = new FieldValues(desc, true);
        if (handles.lookupException(passHandle) != null) {
            return null;
        }
        return desc.newRecord(fieldValues.primValues, fieldValues.objValues);
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc) throws IOException {
        CallbackContext oldContext = curContext;
        curContext = null;
        try {
            boolean blocked = desc.hasBlockExternalData();
            if (blocked) {
                bin.setBlockDataMode(true);
            }
            if (obj != null) {
                try {
                    obj.readExternal(this);
                } catch (ClassNotFoundException ex) {
                    handles.markException(passHandle, ex);
                }
            }
            if (blocked) {
                skipCustomData();
            }
        } finally {
            curContext = oldContext;
        }
    }

    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        ObjectStreamClass.ClassDataSlot[] slots = desc.getClassDataLayout();
        for (ObjectStreamClass.ClassDataSlot slot : slots) {
            ObjectStreamClass slotDesc = slot.desc;
            if (slot.hasData) {
                if (obj == null || handles.lookupException(passHandle) != null) {
                    new FieldValues(slotDesc, true); // skipped
                } else if (slotDesc.hasReadObjectMethod()) {
                    CallbackContext oldContext = curContext;
                    try {
                        curContext = new CallbackContext(obj, slotDesc);
                        bin.setBlockDataMode(true);
                        slotDesc.invokeReadObject(obj, this);
                    } catch (ClassNotFoundException ex) {
                        handles.markException(passHandle, ex);
                    } finally {
                        curContext = oldContext;
                    }
                    defaultDataEnd = false;
                } else {
                    FieldValues vals = new FieldValues(slotDesc, true);
                    if (handles.lookupException(passHandle) == null) {
                        vals.defaultCheckFieldValues(obj);
                        vals.defaultSetFieldValues(obj);
                    }
                }
                if (slotDesc.hasWriteObjectData()) {
                    skipCustomData();
                } else {
                    bin.setBlockDataMode(false);
                }
            } else {
                if (obj != null && slotDesc.hasReadObjectNoDataMethod()
                        && handles.lookupException(passHandle) == null) {
                    slotDesc.invokeReadObjectNoData(obj);
                }
            }
        }
    }

    /** Skips what a class's writeObject wrote and its readObject left, up to TC_ENDBLOCKDATA. */
    private void skipCustomData() throws IOException {
        int oldHandle = passHandle;
        for (;;) {
            if (bin.getBlockDataMode()) {
                bin.skipBlockData();
                bin.setBlockDataMode(false);
            }
            switch (bin.peekByte()) {
                case TC_BLOCKDATA:
                case TC_BLOCKDATALONG:
                    bin.setBlockDataMode(true);
                    break;
                case TC_ENDBLOCKDATA:
                    bin.readByte();
                    passHandle = oldHandle;
                    return;
                default:
                    readObject0(Object.class, false);
                    break;
            }
        }
    }

    private IOException readFatalException() throws IOException {
        if (bin.readByte() != TC_EXCEPTION) {
            throw new InternalError();
        }
        clear();
        IOException e = (IOException) readObject0(Object.class, false);
        clear();
        return e;
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0) {
            throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        }
        clear();
    }

    /** Reads {@code utflen} bytes of modified UTF-8. */
    private String readUTFBody(long utflen) throws IOException {
        StringBuilder sb = new StringBuilder((int) Math.min(utflen, 1 << 16));
        long remaining = utflen;
        while (remaining > 0) {
            int b1 = bin.readUnsignedByte();
            remaining--;
            switch (b1 >> 4) {
                case 0, 1, 2, 3, 4, 5, 6, 7 -> sb.append((char) b1);
                case 12, 13 -> {
                    if (remaining < 1) {
                        throw new UTFDataFormatException();
                    }
                    int b2 = bin.readUnsignedByte();
                    remaining--;
                    if ((b2 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException();
                    }
                    sb.append((char) (((b1 & 0x1F) << 6) | (b2 & 0x3F)));
                }
                case 14 -> {
                    if (remaining < 2) {
                        throw new UTFDataFormatException();
                    }
                    int b2 = bin.readUnsignedByte();
                    int b3 = bin.readUnsignedByte();
                    remaining -= 2;
                    if ((b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException();
                    }
                    sb.append((char) (((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F)));
                }
                default -> throw new UTFDataFormatException();
            }
        }
        return sb.toString();
    }

    /**
     * The object and class of a running readObject; defaultReadObject and
     * readFields may use it once (SerialCallbackContext.checkAndSetUsed).
     */
    private static final class CallbackContext {
        private final Object obj;
        final ObjectStreamClass desc;
        private boolean used;

        Object getObj() throws NotActiveException {
            checkAndSetUsed();
            return obj;
        }

        void checkAndSetUsed() throws NotActiveException {
            if (used) {
                throw new NotActiveException("not in readObject invocation or fields already read");
            }
            used = true;
        }

        CallbackContext(Object obj, ObjectStreamClass desc) {
            this.obj = obj;
            this.desc = desc;
        }
    }

    /** A class's field values as read: the GetField of readFields, and what defaultReadObject sets. */
    private final class FieldValues extends GetField {
        final ObjectStreamClass desc;
        final byte[] primValues;
        final Object[] objValues;
        final int[] objHandles;

        FieldValues(ObjectStreamClass desc, boolean recordDependencies) throws IOException {
            this.desc = desc;
            int primDataSize = desc.getPrimDataSize();
            primValues = primDataSize > 0 ? new byte[primDataSize] : null;
            if (primDataSize > 0) {
                bin.readFully(primValues, 0, primDataSize);
            }
            int numObjFields = desc.getNumObjFields();
            objValues = numObjFields > 0 ? new Object[numObjFields] : null;
            objHandles = numObjFields > 0 ? new int[numObjFields] : null;
            ObjectStreamField[] fields = desc.getFields(false);
            int numPrimFields = fields.length - numObjFields;
            int objHandle = passHandle;
            for (int i = 0; i < numObjFields; i++) {
                ObjectStreamField f = fields[numPrimFields + i];
                objValues[i] = readObject0(Object.class, f.isUnshared());
                objHandles[i] = passHandle;
                if (recordDependencies && f.getField() != null) {
                    handles.markDependency(objHandle, passHandle);
                }
            }
            passHandle = objHandle;
        }

        void defaultCheckFieldValues(Object obj) {
            if (objValues != null) {
                desc.checkObjFieldValueTypes(obj, objValues);
            }
        }

        void defaultSetFieldValues(Object obj) {
            if (primValues != null) {
                desc.setPrimFieldValues(obj, primValues);
            }
            if (objValues != null) {
                desc.setObjFieldValues(obj, objValues);
            }
        }

        @Override
        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        @Override
        public boolean defaulted(String name) {
            return getFieldOffset(name, null) < 0;
        }

        @Override
        public boolean get(String name, boolean val) {
            int off = getFieldOffset(name, Boolean.TYPE);
            return off >= 0 ? primValues[off] != 0 : val;
        }

        @Override
        public byte get(String name, byte val) {
            int off = getFieldOffset(name, Byte.TYPE);
            return off >= 0 ? primValues[off] : val;
        }

        @Override
        public char get(String name, char val) {
            int off = getFieldOffset(name, Character.TYPE);
            return off >= 0 ? (char) ObjectStreamClass.getShort(primValues, off) : val;
        }

        @Override
        public short get(String name, short val) {
            int off = getFieldOffset(name, Short.TYPE);
            return off >= 0 ? ObjectStreamClass.getShort(primValues, off) : val;
        }

        @Override
        public int get(String name, int val) {
            int off = getFieldOffset(name, Integer.TYPE);
            return off >= 0 ? ObjectStreamClass.getInt(primValues, off) : val;
        }

        @Override
        public float get(String name, float val) {
            int off = getFieldOffset(name, Float.TYPE);
            return off >= 0 ? Float.intBitsToFloat(ObjectStreamClass.getInt(primValues, off)) : val;
        }

        @Override
        public long get(String name, long val) {
            int off = getFieldOffset(name, Long.TYPE);
            return off >= 0 ? ObjectStreamClass.getLong(primValues, off) : val;
        }

        @Override
        public double get(String name, double val) {
            int off = getFieldOffset(name, Double.TYPE);
            return off >= 0 ? Double.longBitsToDouble(ObjectStreamClass.getLong(primValues, off)) : val;
        }

        @Override
        public Object get(String name, Object val) throws ClassNotFoundException {
            int off = getFieldOffset(name, Object.class);
            if (off >= 0) {
                int objHandle = objHandles[off];
                handles.markDependency(passHandle, objHandle);
                ClassNotFoundException ex = handles.lookupException(objHandle);
                if (ex != null) {
                    throw ex;
                }
                return objValues[off];
            }
            return val;
        }

        /** The field's offset; -1 when only the local class has it (its value defaults). */
        private int getFieldOffset(String name, Class<?> type) {
            ObjectStreamField field = desc.getField(name, type);
            if (field != null) {
                return field.getOffset();
            } else if (desc.getLocalDesc() != null && desc.getLocalDesc().getField(name, type) != null) {
                return -1;
            }
            throw new IllegalArgumentException("no such field " + name + " with type " + type);
        }
    }

    /** Objects read so far by handle, and the ClassNotFoundException each depends on, if any. */
    private static final class HandleTable {
        private final ArrayList<Object> entries = new ArrayList<>();
        private final ArrayList<ClassNotFoundException> exceptions = new ArrayList<>();

        int assign(Object obj) {
            entries.add(obj);
            exceptions.add(null);
            return entries.size() - 1;
        }

        void setObject(int handle, Object obj) {
            if (entries.get(handle) != unsharedMarker) {
                entries.set(handle, obj);
            }
        }

        Object lookupObject(int handle) {
            return handle != NULL_HANDLE ? entries.get(handle) : null;
        }

        void markException(int handle, ClassNotFoundException ex) {
            if (handle != NULL_HANDLE && exceptions.get(handle) == null) {
                exceptions.set(handle, ex);
            }
        }

        /** {@code dependent} fails if {@code target} did. */
        void markDependency(int dependent, int target) {
            if (dependent == NULL_HANDLE || target == NULL_HANDLE) {
                return;
            }
            ClassNotFoundException ex = exceptions.get(target);
            if (ex != null) {
                markException(dependent, ex);
            }
        }

        ClassNotFoundException lookupException(int handle) {
            return handle != NULL_HANDLE ? exceptions.get(handle) : null;
        }

        void clear() {
            entries.clear();
            exceptions.clear();
        }

        int size() {
            return entries.size();
        }
    }

    /** Registered validations, highest priority first (the latest first among equals). */
    private static final class ValidationList {
        private final ArrayList<ObjectInputValidation> objs = new ArrayList<>();
        private final ArrayList<Integer> prios = new ArrayList<>();

        void register(ObjectInputValidation obj, int priority) throws InvalidObjectException {
            if (obj == null) {
                throw new InvalidObjectException("null callback");
            }
            int i = 0;
            while (i < prios.size() && priority < prios.get(i)) {
                i++;
            }
            objs.add(i, obj);
            prios.add(i, priority);
        }

        void doCallbacks() throws InvalidObjectException {
            try {
                while (!objs.isEmpty()) {
                    ObjectInputValidation v = objs.remove(0);
                    prios.remove(0);
                    v.validateObject();
                }
            } catch (InvalidObjectException ex) {
                clear();
                throw ex;
            }
        }

        void clear() {
            objs.clear();
            prios.clear();
        }
    }

    /** A one-byte look-ahead over the underlying stream. */
    private static final class PeekInputStream {
        private final InputStream in;
        private int peekb = -1;

        PeekInputStream(InputStream in) {
            this.in = in;
        }

        int peek() throws IOException {
            if (peekb >= 0) {
                return peekb;
            }
            peekb = in.read();
            return peekb;
        }

        int read() throws IOException {
            if (peekb >= 0) {
                int v = peekb;
                peekb = -1;
                return v;
            }
            return in.read();
        }

        int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            } else if (peekb < 0) {
                return in.read(b, off, len);
            }
            b[off++] = (byte) peekb;
            len--;
            peekb = -1;
            int n = in.read(b, off, len);
            return (n >= 0) ? (n + 1) : 1;
        }

        void readFully(byte[] b, int off, int len) throws IOException {
            int n = 0;
            while (n < len) {
                int count = read(b, off + n, len - n);
                if (count < 0) {
                    throw new EOFException();
                }
                n += count;
            }
        }

        int available() throws IOException {
            return in.available() + (peekb >= 0 ? 1 : 0);
        }

        void close() throws IOException {
            in.close();
        }
    }

    /**
     * The stream in or out of block data mode. In block data mode, reads
     * see only the data of TC_BLOCKDATA/TC_BLOCKDATALONG blocks, in chunks
     * of at most 1024 bytes as the JDK buffers them, and end (-1, or
     * EOFException for the primitives) where the blocks do.
     */
    private final class BlockDataInputStream {
        private static final int MAX_BLOCK_SIZE = 1024;
        private static final int HEADER_BLOCKED = -2;
        private final byte[] buf = new byte[MAX_BLOCK_SIZE];
        private boolean blkmode;
        private int pos;
        private int end = -1;
        private int unread;
        private final PeekInputStream in;

        BlockDataInputStream(InputStream in) {
            this.in = new PeekInputStream(in);
        }

        boolean setBlockDataMode(boolean newmode) {
            if (blkmode == newmode) {
                return blkmode;
            }
            if (newmode) {
                pos = 0;
                end = 0;
                unread = 0;
            } else if (pos < end) {
                throw new IllegalStateException("unread block data");
            }
            blkmode = newmode;
            return !blkmode;
        }

        boolean getBlockDataMode() {
            return blkmode;
        }

        void skipBlockData() throws IOException {
            if (!blkmode) {
                throw new IllegalStateException("not in block data mode");
            }
            while (end >= 0) {
                refill();
            }
        }

        private int readBlockHeader(boolean canBlock) throws IOException {
            if (defaultDataEnd) {
                // Default field values written with no terminating TC_ENDBLOCKDATA: the end of custom data.
                return -1;
            }
            try {
                for (;;) {
                    int avail = canBlock ? Integer.MAX_VALUE : in.available();
                    if (avail == 0) {
                        return HEADER_BLOCKED;
                    }
                    int tc = in.peek();
                    switch (tc) {
                        case TC_BLOCKDATA: {
                            if (avail < 2) {
                                return HEADER_BLOCKED;
                            }
                            byte[] h = new byte[2];
                            in.readFully(h, 0, 2);
                            return h[1] & 0xFF;
                        }
                        case TC_BLOCKDATALONG: {
                            if (avail < 5) {
                                return HEADER_BLOCKED;
                            }
                            byte[] h = new byte[5];
                            in.readFully(h, 0, 5);
                            int len = ObjectStreamClass.getInt(h, 1);
                            if (len < 0) {
                                throw new StreamCorruptedException("illegal block data header length: " + len);
                            }
                            return len;
                        }
                        case TC_RESET:
                            in.read();
                            handleReset();
                            break;
                        default:
                            if (tc >= 0 && (tc < TC_BASE || tc > TC_MAX)) {
                                throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
                            }
                            return -1;
                    }
                }
            } catch (EOFException ex) {
                throw new StreamCorruptedException("unexpected EOF while reading block data header");
            }
        }

        private void refill() throws IOException {
            try {
                do {
                    pos = 0;
                    if (unread > 0) {
                        int n = in.read(buf, 0, Math.min(unread, MAX_BLOCK_SIZE));
                        if (n >= 0) {
                            end = n;
                            unread -= n;
                        } else {
                            throw new StreamCorruptedException("unexpected EOF in middle of data block");
                        }
                    } else {
                        int n = readBlockHeader(true);
                        if (n >= 0) {
                            end = 0;
                            unread = n;
                        } else {
                            end = -1;
                            unread = 0;
                        }
                    }
                } while (pos == end);
            } catch (IOException ex) {
                pos = 0;
                end = -1;
                unread = 0;
                throw ex;
            }
        }

        int currentBlockRemaining() {
            if (blkmode) {
                return (end >= 0) ? (end - pos) + unread : 0;
            }
            throw new IllegalStateException();
        }

        int peek() throws IOException {
            if (blkmode) {
                if (pos == end) {
                    refill();
                }
                return (end >= 0) ? (buf[pos] & 0xFF) : -1;
            }
            return in.peek();
        }

        byte peekByte() throws IOException {
            int val = peek();
            if (val < 0) {
                throw new EOFException();
            }
            return (byte) val;
        }

        int read() throws IOException {
            if (blkmode) {
                if (pos == end) {
                    refill();
                }
                return (end >= 0) ? (buf[pos++] & 0xFF) : -1;
            }
            return in.read();
        }

        int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            } else if (blkmode) {
                if (pos == end) {
                    refill();
                }
                if (end < 0) {
                    return -1;
                }
                int nread = Math.min(len, end - pos);
                System.arraycopy(buf, pos, b, off, nread);
                pos += nread;
                return nread;
            }
            return in.read(b, off, len);
        }

        long skip(long len) throws IOException {
            long remain = len;
            while (remain > 0) {
                if (blkmode) {
                    if (pos == end) {
                        refill();
                    }
                    if (end < 0) {
                        break;
                    }
                    int nread = (int) Math.min(remain, end - pos);
                    remain -= nread;
                    pos += nread;
                } else {
                    int nread = (int) Math.min(remain, MAX_BLOCK_SIZE);
                    if ((nread = in.read(buf, 0, nread)) < 0) {
                        break;
                    }
                    remain -= nread;
                }
            }
            return len - remain;
        }

        int available() throws IOException {
            if (blkmode) {
                if (pos == end && unread == 0) {
                    int n;
                    while ((n = readBlockHeader(false)) == 0) {
                        // an empty block
                    }
                    switch (n) {
                        case HEADER_BLOCKED:
                            break;
                        case -1:
                            pos = 0;
                            end = -1;
                            break;
                        default:
                            pos = 0;
                            end = 0;
                            unread = n;
                            break;
                    }
                }
                int unreadAvail = (unread > 0) ? Math.min(in.available(), unread) : 0;
                return (end >= 0) ? (end - pos) + unreadAvail : 0;
            }
            return in.available();
        }

        void close() throws IOException {
            if (blkmode) {
                pos = 0;
                end = -1;
                unread = 0;
            }
            in.close();
        }

        void readFully(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                int n = read(b, off, len);
                if (n < 0) {
                    throw new EOFException();
                }
                off += n;
                len -= n;
            }
        }

        int readUnsignedByte() throws IOException {
            int v = read();
            if (v < 0) {
                throw new EOFException();
            }
            return v;
        }

        byte readByte() throws IOException {
            return (byte) readUnsignedByte();
        }

        int readUnsignedShort() throws IOException {
            int b1 = readUnsignedByte();
            return (b1 << 8) | readUnsignedByte();
        }

        short readShort() throws IOException {
            return (short) readUnsignedShort();
        }

        int readInt() throws IOException {
            int b1 = readUnsignedByte();
            int b2 = readUnsignedByte();
            int b3 = readUnsignedByte();
            return (b1 << 24) | (b2 << 16) | (b3 << 8) | readUnsignedByte();
        }
    }
}
