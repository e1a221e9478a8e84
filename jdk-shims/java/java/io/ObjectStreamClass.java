package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jdk.internal.terrarium.reflect.ConstantPool;
import jdk.internal.terrarium.reflect.MethodAccessor;
import jdk.internal.terrarium.reflect.ReflectAccess;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * A class as serialization sees it: name, serialVersionUID (declared, or
 * computed as the JDK's computeDefaultSUID does), serializable fields, the
 * serialization methods it declares and how to make an instance on read.
 * A local descriptor (lookup) describes a loaded class; a stream descriptor
 * (read by ObjectInputStream) describes the writer's class, bound to the
 * local one. Field values are read and written through the VM's field
 * slots, so final fields are set on read as the JDK's Unsafe does.
 * Proxy classes are not serializable here.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private static final ObjectStreamField[] serialPersistentFields = NO_FIELDS;

    /** Local descriptors, made once per class (classes are never unloaded). */
    private static final Map<Class<?>, ObjectStreamClass> localDescs = new HashMap<>();

    private Class<?> cl;
    private String name;
    private Long suid;
    private boolean isProxy;
    private boolean isEnum;
    private boolean isRecord;
    private boolean serializable;
    private boolean externalizable;
    private boolean hasWriteObjectData;
    private boolean hasBlockExternalData = true;
    private ClassNotFoundException resolveEx;
    /** Why instances cannot be read, written, or written by default serialization: {class, message}. */
    private String[] deserializeEx;
    private String[] serializeEx;
    private String[] defaultSerializeEx;

    private ObjectStreamField[] fields;
    private int primDataSize;
    private int numObjFields;

    /** For a serializable class, the first non-serializable superclass's no-arg constructor; for an externalizable one its public no-arg constructor. */
    private Constructor<?> cons;
    private Constructor<?> canonicalCtr;
    private MethodAccessor writeObjectMethod;
    private MethodAccessor readObjectMethod;
    private MethodAccessor readObjectNoDataMethod;
    private MethodAccessor writeReplaceMethod;
    private MethodAccessor readResolveMethod;

    private ObjectStreamClass localDesc;
    private ObjectStreamClass superDesc;
    private ClassDataSlot[] dataLayout;

    public static ObjectStreamClass lookup(Class<?> cl) {
        return lookup(cl, false);
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return lookup(cl, true);
    }

    static ObjectStreamClass lookup(Class<?> cl, boolean all) {
        if (!(all || Serializable.class.isAssignableFrom(cl))) {
            return null;
        }
        synchronized (localDescs) {
            ObjectStreamClass desc = localDescs.get(cl);
            if (desc != null) {
                return desc;
            }
        }
        ObjectStreamClass desc = new ObjectStreamClass(cl);
        synchronized (localDescs) {
            ObjectStreamClass other = localDescs.putIfAbsent(cl, desc);
            return other != null ? other : desc;
        }
    }

    /** A local descriptor. */
    private ObjectStreamClass(Class<?> cl) {
        this.cl = cl;
        name = cl.getName();
        isProxy = Proxy.isProxyClass(cl);
        isEnum = Enum.class.isAssignableFrom(cl);
        isRecord = cl.isRecord();
        serializable = Serializable.class.isAssignableFrom(cl);
        externalizable = Externalizable.class.isAssignableFrom(cl);
        Class<?> superCl = cl.getSuperclass();
        superDesc = (superCl != null) ? lookup(superCl, false) : null;
        localDesc = this;

        if (serializable) {
            if (isEnum) {
                suid = 0L;
                fields = NO_FIELDS;
            } else if (cl.isArray()) {
                fields = NO_FIELDS;
            } else {
                suid = getDeclaredSUID(cl);
                try {
                    fields = getSerialFields(cl);
                    computeFieldOffsets();
                } catch (InvalidClassException e) {
                    serializeEx = deserializeEx = new String[] {e.classname, e.getMessage()};
                    fields = NO_FIELDS;
                }
                if (isRecord) {
                    canonicalCtr = canonicalRecordCtr(cl);
                } else if (externalizable) {
                    cons = getExternalizableConstructor(cl);
                } else {
                    cons = getSerializableConstructor(cl);
                    writeObjectMethod = getPrivateMethod(cl, "writeObject", ObjectOutputStream.class);
                    readObjectMethod = getPrivateMethod(cl, "readObject", ObjectInputStream.class);
                    readObjectNoDataMethod = getPrivateMethod(cl, "readObjectNoData", null);
                    hasWriteObjectData = writeObjectMethod != null;
                }
                writeReplaceMethod = getInheritableMethod(cl, "writeReplace");
                readResolveMethod = getInheritableMethod(cl, "readResolve");
            }
        } else {
            suid = 0L;
            fields = NO_FIELDS;
        }

        if (deserializeEx == null) {
            if (isEnum) {
                deserializeEx = new String[] {name, "enum type"};
            } else if (cons == null && !isRecord) {
                deserializeEx = new String[] {name, "no valid constructor"};
            }
        }
        if (isRecord && canonicalCtr == null) {
            deserializeEx = new String[] {name, "record canonical constructor not found"};
        } else {
            for (ObjectStreamField f : fields) {
                if (f.getField() == null) {
                    defaultSerializeEx = new String[] {name, "unmatched serializable field(s) declared"};
                }
            }
        }
    }

    /** A stream descriptor, filled by readNonProxy then initNonProxy. */
    ObjectStreamClass() {
    }

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            if (isRecord) {
                return 0L;
            }
            suid = computeDefaultSUID(cl);
        }
        return suid;
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return getFields(true);
    }

    ObjectStreamField[] getFields(boolean copy) {
        return copy ? fields.clone() : fields;
    }

    public ObjectStreamField getField(String name) {
        return getField(name, null);
    }

    /** The field of that name whose type is {@code type} (null: any; Object: any reference). */
    ObjectStreamField getField(String name, Class<?> type) {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(name)) {
                if (type == null || (type == Object.class && !f.isPrimitive())) {
                    return f;
                }
                Class<?> ftype = f.getType();
                if (ftype != null && type.isAssignableFrom(ftype)) {
                    return f;
                }
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    // Stream form.

    void readNonProxy(ObjectInputStream in) throws IOException, ClassNotFoundException {
        name = in.readUTF();
        suid = in.readLong();
        isProxy = false;
        byte flags = in.readByte();
        hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        boolean sflag = (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0;
        if (externalizable && sflag) {
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        }
        serializable = externalizable || sflag;
        isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        if (isEnum && suid.longValue() != 0L) {
            throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + suid);
        }
        int numFields = in.readShort();
        if (isEnum && numFields != 0) {
            throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + numFields);
        }
        fields = (numFields > 0) ? new ObjectStreamField[numFields] : NO_FIELDS;
        for (int i = 0; i < numFields; i++) {
            char tcode = (char) in.readByte();
            String fname = in.readUTF();
            String signature = (tcode == 'L' || tcode == '[') ? in.readTypeString() : String.valueOf(tcode);
            try {
                fields[i] = new ObjectStreamField(fname, signature, false);
            } catch (RuntimeException e) {
                throw (IOException) new InvalidClassException(name, "invalid descriptor for field " + fname)
                        .initCause(e);
            }
        }
        computeFieldOffsets();
    }

    void writeNonProxy(ObjectOutputStream out) throws IOException {
        out.writeUTF(name);
        out.writeLong(getSerialVersionUID());
        byte flags = 0;
        if (externalizable) {
            flags |= ObjectStreamConstants.SC_EXTERNALIZABLE;
            if (out.getProtocolVersion() != ObjectStreamConstants.PROTOCOL_VERSION_1) {
                flags |= ObjectStreamConstants.SC_BLOCK_DATA;
            }
        } else if (serializable) {
            flags |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectData) {
            flags |= ObjectStreamConstants.SC_WRITE_METHOD;
        }
        if (isEnum) {
            flags |= ObjectStreamConstants.SC_ENUM;
        }
        out.writeByte(flags);
        out.writeShort(fields.length);
        for (ObjectStreamField f : fields) {
            out.writeByte(f.getTypeCode());
            out.writeUTF(f.getName());
            if (!f.isPrimitive()) {
                out.writeTypeString(f.getTypeString());
            }
        }
    }

    /** Binds a descriptor read from a stream to the local class {@code cl} (null when not found). */
    void initNonProxy(ObjectStreamClass model, Class<?> cl, ClassNotFoundException resolveEx,
            ObjectStreamClass superDesc) throws InvalidClassException {
        long suid = model.getSerialVersionUID();
        ObjectStreamClass osc = null;
        if (cl != null) {
            osc = lookup(cl, true);
            if (osc.isProxy) {
                throw new InvalidClassException("cannot bind non-proxy descriptor to a proxy class");
            }
            if (model.isEnum != osc.isEnum) {
                throw new InvalidClassException(model.isEnum ? "cannot bind enum descriptor to a non-enum class"
                        : "cannot bind non-enum descriptor to an enum class");
            }
            if (model.serializable == osc.serializable && !cl.isArray() && !cl.isRecord()
                    && suid != osc.getSerialVersionUID()) {
                throw new InvalidClassException(osc.name,
                        "local class incompatible: stream classdesc serialVersionUID = " + suid
                                + ", local class serialVersionUID = " + osc.getSerialVersionUID());
            }
            if (!classNamesEqual(model.name, osc.name)) {
                throw new InvalidClassException(osc.name,
                        "local class name incompatible with stream class name \"" + model.name + "\"");
            }
            if (!model.isEnum) {
                if (model.serializable == osc.serializable && model.externalizable != osc.externalizable) {
                    throw new InvalidClassException(osc.name, "Serializable incompatible with Externalizable");
                }
                if (model.serializable != osc.serializable || model.externalizable != osc.externalizable
                        || !(model.serializable || model.externalizable)) {
                    deserializeEx = new String[] {osc.name, "class invalid for deserialization"};
                }
            }
        }
        this.cl = cl;
        this.resolveEx = resolveEx;
        this.superDesc = superDesc;
        name = model.name;
        this.suid = suid;
        isProxy = false;
        isEnum = model.isEnum;
        serializable = model.serializable;
        externalizable = model.externalizable;
        hasBlockExternalData = model.hasBlockExternalData;
        hasWriteObjectData = model.hasWriteObjectData;
        fields = model.fields;
        primDataSize = model.primDataSize;
        numObjFields = model.numObjFields;
        if (osc != null) {
            localDesc = osc;
            isRecord = osc.isRecord;
            canonicalCtr = osc.canonicalCtr;
            writeObjectMethod = osc.writeObjectMethod;
            readObjectMethod = osc.readObjectMethod;
            readObjectNoDataMethod = osc.readObjectNoDataMethod;
            writeReplaceMethod = osc.writeReplaceMethod;
            readResolveMethod = osc.readResolveMethod;
            if (deserializeEx == null) {
                deserializeEx = osc.deserializeEx;
            }
            cons = osc.cons;
        }
        fields = matchFields(fields, localDesc);
    }

    private static boolean classNamesEqual(String name1, String name2) {
        int idx1 = name1.lastIndexOf('.') + 1;
        int idx2 = name2.lastIndexOf('.') + 1;
        int len1 = name1.length() - idx1;
        int len2 = name2.length() - idx2;
        return len1 == len2 && name1.regionMatches(idx1, name2, idx2, len1);
    }

    /** The stream's fields, each bound to the local field of the same name (whose type code must agree). */
    private static ObjectStreamField[] matchFields(ObjectStreamField[] fields, ObjectStreamClass localDesc)
            throws InvalidClassException {
        ObjectStreamField[] localFields = (localDesc != null) ? localDesc.fields : NO_FIELDS;
        ObjectStreamField[] matches = new ObjectStreamField[fields.length];
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            ObjectStreamField m = null;
            for (ObjectStreamField lf : localFields) {
                if (f.getName().equals(lf.getName())) {
                    if ((f.isPrimitive() || lf.isPrimitive()) && f.getTypeCode() != lf.getTypeCode()) {
                        throw new InvalidClassException(localDesc.name, "incompatible types for field " + f.getName());
                    }
                    if (lf.getField() != null) {
                        m = new ObjectStreamField(lf.getField(), lf.isUnshared(), false);
                    } else {
                        m = new ObjectStreamField(lf.getName(), lf.getSignature(), lf.isUnshared());
                    }
                }
            }
            if (m == null) {
                m = new ObjectStreamField(f.getName(), f.getSignature(), false);
            }
            m.setOffset(f.getOffset());
            matches[i] = m;
        }
        return matches;
    }

    private void computeFieldOffsets() throws InvalidClassException {
        primDataSize = 0;
        numObjFields = 0;
        int firstObjIndex = -1;
        for (int i = 0; i < fields.length; i++) {
            ObjectStreamField f = fields[i];
            switch (f.getTypeCode()) {
                case 'Z', 'B' -> f.setOffset(primDataSize++);
                case 'C', 'S' -> {
                    f.setOffset(primDataSize);
                    primDataSize += 2;
                }
                case 'I', 'F' -> {
                    f.setOffset(primDataSize);
                    primDataSize += 4;
                }
                case 'J', 'D' -> {
                    f.setOffset(primDataSize);
                    primDataSize += 8;
                }
                case '[', 'L' -> {
                    f.setOffset(numObjFields++);
                    if (firstObjIndex == -1) {
                        firstObjIndex = i;
                    }
                }
                default -> throw new InternalError();
            }
        }
        if (firstObjIndex != -1 && firstObjIndex + numObjFields != fields.length) {
            throw new InvalidClassException(name, "illegal field order");
        }
    }

    // What the streams ask.

    ObjectStreamClass getSuperDesc() {
        return superDesc;
    }

    ObjectStreamClass getLocalDesc() {
        return localDesc;
    }

    ClassNotFoundException getResolveException() {
        return resolveEx;
    }

    boolean isProxy() {
        return isProxy;
    }

    boolean isEnum() {
        return isEnum;
    }

    boolean isRecord() {
        return isRecord;
    }

    boolean isExternalizable() {
        return externalizable;
    }

    boolean isSerializable() {
        return serializable;
    }

    boolean hasBlockExternalData() {
        return hasBlockExternalData;
    }

    boolean hasWriteObjectData() {
        return hasWriteObjectData;
    }

    boolean isInstantiable() {
        return cons != null;
    }

    boolean hasWriteObjectMethod() {
        return writeObjectMethod != null;
    }

    boolean hasReadObjectMethod() {
        return readObjectMethod != null;
    }

    boolean hasReadObjectNoDataMethod() {
        return readObjectNoDataMethod != null;
    }

    boolean hasWriteReplaceMethod() {
        return writeReplaceMethod != null;
    }

    boolean hasReadResolveMethod() {
        return readResolveMethod != null;
    }

    int getPrimDataSize() {
        return primDataSize;
    }

    int getNumObjFields() {
        return numObjFields;
    }

    void checkDeserialize() throws InvalidClassException {
        if (deserializeEx != null) {
            throw new InvalidClassException(deserializeEx[0], deserializeEx[1]);
        }
    }

    void checkSerialize() throws InvalidClassException {
        if (serializeEx != null) {
            throw new InvalidClassException(serializeEx[0], serializeEx[1]);
        }
    }

    void checkDefaultSerialize() throws InvalidClassException {
        if (defaultSerializeEx != null) {
            throw new InvalidClassException(defaultSerializeEx[0], defaultSerializeEx[1]);
        }
    }

    /**
     * A new instance: an externalizable class's public no-arg constructor
     * runs; for a serializable one the object is allocated and only the
     * first non-serializable superclass's no-arg constructor runs on it.
     */
    Object newInstance() throws InstantiationException, java.lang.reflect.InvocationTargetException {
        if (cons == null) {
            throw new UnsupportedOperationException();
        }
        try {
            if (externalizable) {
                return VmReflect.constructorAccessor(cl, ReflectAccess.slot(cons)).newInstance(new Object[0]);
            }
            Object obj = VmReflect.allocate(cl);
            VmReflect.methodAccessor(cons.getDeclaringClass(), ReflectAccess.slot(cons), true).invoke(obj,
                    new Object[0]);
            return obj;
        } catch (Error e) {
            throw e;
        } catch (InstantiationException e) {
            throw e;
        } catch (Throwable t) {
            throw new java.lang.reflect.InvocationTargetException(t);
        }
    }

    void invokeWriteObject(Object obj, ObjectOutputStream out) throws IOException {
        try {
            writeObjectMethod.invoke(obj, new Object[] {out});
        } catch (IOException e) {
            throw e;
        } catch (Throwable t) {
            throw miscException(t);
        }
    }

    void invokeReadObject(Object obj, ObjectInputStream in) throws ClassNotFoundException, IOException {
        try {
            readObjectMethod.invoke(obj, new Object[] {in});
        } catch (ClassNotFoundException | IOException e) {
            throw e;
        } catch (Throwable t) {
            throw miscException(t);
        }
    }

    void invokeReadObjectNoData(Object obj) throws IOException {
        try {
            readObjectNoDataMethod.invoke(obj, new Object[0]);
        } catch (ObjectStreamException e) {
            throw e;
        } catch (Throwable t) {
            throw miscException(t);
        }
    }

    Object invokeWriteReplace(Object obj) throws IOException {
        try {
            return writeReplaceMethod.invoke(obj, new Object[0]);
        } catch (ObjectStreamException e) {
            throw e;
        } catch (Throwable t) {
            throw miscException(t);
        }
    }

    Object invokeReadResolve(Object obj) throws IOException {
        try {
            return readResolveMethod.invoke(obj, new Object[0]);
        } catch (ObjectStreamException e) {
            throw e;
        } catch (Throwable t) {
            throw miscException(t);
        }
    }

    /** Unchecked throwables pass; any other becomes IOException("unexpected exception type"). */
    private static IOException miscException(Throwable th) {
        if (th instanceof RuntimeException r) {
            throw r;
        } else if (th instanceof Error e) {
            throw e;
        }
        IOException ex = new IOException("unexpected exception type");
        ex.initCause(th);
        return ex;
    }

    // Field values, by the offsets of computeFieldOffsets.

    /** The primitive field values of {@code obj} in stream form. */
    void getPrimFieldValues(Object obj, byte[] buf) {
        for (ObjectStreamField f : fields) {
            if (!f.isPrimitive()) {
                break;
            }
            Field lf = f.getField();
            if (lf == null) {
                continue;
            }
            Class<?> dc = lf.getDeclaringClass();
            int slot = ReflectAccess.slot(lf);
            int off = f.getOffset();
            switch (f.getTypeCode()) {
                case 'Z' -> buf[off] = (byte) (VmReflect.getInt(obj, dc, slot) != 0 ? 1 : 0);
                case 'B' -> buf[off] = (byte) VmReflect.getInt(obj, dc, slot);
                case 'C', 'S' -> putShort(buf, off, VmReflect.getInt(obj, dc, slot));
                case 'I' -> putInt(buf, off, VmReflect.getInt(obj, dc, slot));
                case 'F' -> putInt(buf, off, Float.floatToIntBits(VmReflect.getFloat(obj, dc, slot)));
                case 'J' -> putLong(buf, off, VmReflect.getLong(obj, dc, slot));
                case 'D' -> putLong(buf, off, Double.doubleToLongBits(VmReflect.getDouble(obj, dc, slot)));
                default -> throw new InternalError();
            }
        }
    }

    void setPrimFieldValues(Object obj, byte[] buf) {
        for (ObjectStreamField f : fields) {
            if (!f.isPrimitive()) {
                break;
            }
            Field lf = f.getField();
            if (lf == null) {
                continue;
            }
            Class<?> dc = lf.getDeclaringClass();
            int slot = ReflectAccess.slot(lf);
            int off = f.getOffset();
            switch (f.getTypeCode()) {
                case 'Z' -> VmReflect.putInt(obj, dc, slot, buf[off] != 0 ? 1 : 0);
                case 'B' -> VmReflect.putInt(obj, dc, slot, buf[off]);
                case 'C' -> VmReflect.putInt(obj, dc, slot, (char) getShort(buf, off));
                case 'S' -> VmReflect.putInt(obj, dc, slot, (short) getShort(buf, off));
                case 'I' -> VmReflect.putInt(obj, dc, slot, getInt(buf, off));
                case 'F' -> VmReflect.putFloat(obj, dc, slot, Float.intBitsToFloat(getInt(buf, off)));
                case 'J' -> VmReflect.putLong(obj, dc, slot, getLong(buf, off));
                case 'D' -> VmReflect.putDouble(obj, dc, slot, Double.longBitsToDouble(getLong(buf, off)));
                default -> throw new InternalError();
            }
        }
    }

    void getObjFieldValues(Object obj, Object[] vals) {
        int first = fields.length - numObjFields;
        for (int i = first; i < fields.length; i++) {
            Field lf = fields[i].getField();
            if (lf != null) {
                vals[fields[i].getOffset()] = VmReflect.getReference(obj, lf.getDeclaringClass(), ReflectAccess.slot(lf));
            }
        }
    }

    /** Throws ClassCastException, as the JDK does, when a value does not fit its field. */
    void checkObjFieldValueTypes(Object obj, Object[] vals) {
        int first = fields.length - numObjFields;
        for (int i = first; i < fields.length; i++) {
            Field lf = fields[i].getField();
            Object val = vals[fields[i].getOffset()];
            if (lf != null && val != null && !lf.getType().isInstance(val)) {
                throw new ClassCastException("cannot assign instance of " + val.getClass().getName() + " to field "
                        + lf.getDeclaringClass().getName() + "." + lf.getName() + " of type "
                        + lf.getType().getName() + " in instance of " + obj.getClass().getName());
            }
        }
    }

    void setObjFieldValues(Object obj, Object[] vals) {
        int first = fields.length - numObjFields;
        for (int i = first; i < fields.length; i++) {
            Field lf = fields[i].getField();
            if (lf != null) {
                VmReflect.putReference(obj, lf.getDeclaringClass(), ReflectAccess.slot(lf), vals[fields[i].getOffset()]);
            }
        }
    }

    static void putShort(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 8);
        b[off + 1] = (byte) v;
    }

    static void putInt(byte[] b, int off, int v) {
        b[off] = (byte) (v >>> 24);
        b[off + 1] = (byte) (v >>> 16);
        b[off + 2] = (byte) (v >>> 8);
        b[off + 3] = (byte) v;
    }

    static void putLong(byte[] b, int off, long v) {
        putInt(b, off, (int) (v >>> 32));
        putInt(b, off + 4, (int) v);
    }

    static short getShort(byte[] b, int off) {
        return (short) (((b[off] & 0xFF) << 8) | (b[off + 1] & 0xFF));
    }

    static int getInt(byte[] b, int off) {
        return ((b[off] & 0xFF) << 24) | ((b[off + 1] & 0xFF) << 16) | ((b[off + 2] & 0xFF) << 8) | (b[off + 3] & 0xFF);
    }

    static long getLong(byte[] b, int off) {
        return ((long) getInt(b, off) << 32) | (getInt(b, off + 4) & 0xFFFFFFFFL);
    }

    /** A record's canonical constructor, called with the component values (stream fields by name, else defaults). */
    Object newRecord(byte[] primVals, Object[] objVals) throws InvalidObjectException {
        RecordComponent[] comps = cl.getRecordComponents();
        Object[] args = new Object[comps.length];
        for (int i = 0; i < comps.length; i++) {
            Class<?> type = comps[i].getType();
            ObjectStreamField f = null;
            for (ObjectStreamField sf : fields) {
                if (sf.getName().equals(comps[i].getName())) {
                    f = sf;
                }
            }
            boolean fits = f != null && (type.isPrimitive() ? f.isPrimitive()
                    && f.getTypeCode() == ReflectAccess.descriptor(type).charAt(0) : !f.isPrimitive());
            if (!fits) {
                args[i] = type.isPrimitive() ? defaultValue(ReflectAccess.descriptor(type).charAt(0)) : null;
                continue;
            }
            int off = f.getOffset();
            args[i] = switch (f.getTypeCode()) {
                case 'Z' -> primVals[off] != 0;
                case 'B' -> primVals[off];
                case 'C' -> (char) getShort(primVals, off);
                case 'S' -> getShort(primVals, off);
                case 'I' -> getInt(primVals, off);
                case 'F' -> Float.intBitsToFloat(getInt(primVals, off));
                case 'J' -> getLong(primVals, off);
                case 'D' -> Double.longBitsToDouble(getLong(primVals, off));
                default -> objValue(objVals[off], type);
            };
        }
        try {
            return VmReflect.constructorAccessor(cl, ReflectAccess.slot(canonicalCtr)).newInstance(args);
        } catch (Exception e) {
            InvalidObjectException ioe = new InvalidObjectException(e.getMessage());
            ioe.initCause(e);
            throw ioe;
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            InvalidObjectException ose = new InvalidObjectException("ReflectiveOperationException during deserialization");
            ose.initCause(t);
            throw ose;
        }
    }

    private static Object objValue(Object v, Class<?> type) throws InvalidObjectException {
        if (v != null && !type.isInstance(v)) {
            ClassCastException e = new ClassCastException("Cannot cast " + v.getClass().getName() + " to "
                    + type.getName());
            InvalidObjectException ioe = new InvalidObjectException(e.getMessage());
            ioe.initCause(e);
            throw ioe;
        }
        return v;
    }

    private static Object defaultValue(char code) {
        return switch (code) {
            case 'Z' -> false;
            case 'B' -> (byte) 0;
            case 'C' -> (char) 0;
            case 'S' -> (short) 0;
            case 'I' -> 0;
            case 'F' -> 0f;
            case 'J' -> 0L;
            default -> 0d;
        };
    }

    // Class data layout.

    static final class ClassDataSlot {
        final ObjectStreamClass desc;
        final boolean hasData;

        ClassDataSlot(ObjectStreamClass desc, boolean hasData) {
            this.desc = desc;
            this.hasData = hasData;
        }
    }

    /**
     * The descriptors of the object's serializable classes, superclass
     * first: stream descriptors with data, and local classes the stream
     * has no data for (their readObjectNoData runs).
     */
    ClassDataSlot[] getClassDataLayout() throws InvalidClassException {
        if (dataLayout == null) {
            dataLayout = getClassDataLayout0();
        }
        return dataLayout;
    }

    private ClassDataSlot[] getClassDataLayout0() throws InvalidClassException {
        ArrayList<ClassDataSlot> slots = new ArrayList<>();
        Class<?> start = cl;
        Class<?> end = cl;
        while (end != null && Serializable.class.isAssignableFrom(end)) {
            end = end.getSuperclass();
        }
        HashSet<String> oscNames = new HashSet<>(3);
        for (ObjectStreamClass d = this; d != null; d = d.superDesc) {
            if (!oscNames.add(d.name)) {
                throw new InvalidClassException("Circular reference.");
            }
            String searchName = (d.cl != null) ? d.cl.getName() : d.name;
            Class<?> match = null;
            for (Class<?> c = start; c != end; c = c.getSuperclass()) {
                if (searchName.equals(c.getName())) {
                    match = c;
                    break;
                }
            }
            if (match != null) {
                for (Class<?> c = start; c != match; c = c.getSuperclass()) {
                    slots.add(new ClassDataSlot(lookup(c, true), false));
                }
                start = match.getSuperclass();
            }
            slots.add(new ClassDataSlot(d.getVariantFor(match), true));
        }
        for (Class<?> c = start; c != end; c = c.getSuperclass()) {
            slots.add(new ClassDataSlot(lookup(c, true), false));
        }
        Collections.reverse(slots);
        return slots.toArray(new ClassDataSlot[0]);
    }

    /** This descriptor bound to {@code cl} instead (the class the layout matched by name). */
    private ObjectStreamClass getVariantFor(Class<?> cl) throws InvalidClassException {
        if (this.cl == cl) {
            return this;
        }
        ObjectStreamClass desc = new ObjectStreamClass();
        desc.initNonProxy(this, cl, resolveEx, superDesc);
        return desc;
    }

    // The local class's members.

    private static Long getDeclaredSUID(Class<?> cl) {
        try {
            Field f = cl.getDeclaredField("serialVersionUID");
            int mask = Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask) {
                f.setAccessible(true);
                return f.getLong(null);
            }
        } catch (Exception ex) {
            // not declared, or not a long
        }
        return null;
    }

    private static ObjectStreamField[] getSerialFields(Class<?> cl) throws InvalidClassException {
        ObjectStreamField[] fields;
        if (cl.isRecord()) {
            fields = getDefaultSerialFields(cl);
            Arrays.sort(fields);
        } else if (!Externalizable.class.isAssignableFrom(cl) && !Proxy.isProxyClass(cl) && !cl.isInterface()) {
            if ((fields = getDeclaredSerialFields(cl)) == null) {
                fields = getDefaultSerialFields(cl);
            }
            Arrays.sort(fields);
        } else {
            fields = NO_FIELDS;
        }
        return fields;
    }

    /** serialPersistentFields, each bound to the declared field of that name and type if any; null if none. */
    private static ObjectStreamField[] getDeclaredSerialFields(Class<?> cl) throws InvalidClassException {
        ObjectStreamField[] spfs = null;
        try {
            Field f = cl.getDeclaredField("serialPersistentFields");
            int mask = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask) {
                f.setAccessible(true);
                spfs = (ObjectStreamField[]) f.get(null);
            }
        } catch (Exception ex) {
            // none declared
        }
        if (spfs == null) {
            return null;
        } else if (spfs.length == 0) {
            return NO_FIELDS;
        }
        ObjectStreamField[] bound = new ObjectStreamField[spfs.length];
        Set<String> names = new HashSet<>(spfs.length);
        for (int i = 0; i < spfs.length; i++) {
            ObjectStreamField spf = spfs[i];
            String fname = spf.getName();
            if (!names.add(fname)) {
                throw new InvalidClassException("multiple serializable fields named " + fname);
            }
            try {
                Field f = cl.getDeclaredField(fname);
                if (f.getType() == spf.getType() && (f.getModifiers() & Modifier.STATIC) == 0) {
                    bound[i] = new ObjectStreamField(f, spf.isUnshared(), true);
                }
            } catch (NoSuchFieldException ex) {
                // an unbacked field: written through PutField only
            }
            if (bound[i] == null) {
                bound[i] = new ObjectStreamField(fname, spf.getType(), spf.isUnshared());
            }
        }
        return bound;
    }

    private static ObjectStreamField[] getDefaultSerialFields(Class<?> cl) {
        List<ObjectStreamField> list = new ArrayList<>();
        for (Field f : cl.getDeclaredFields()) {
            if ((f.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                list.add(new ObjectStreamField(f, false, true));
            }
        }
        return list.isEmpty() ? NO_FIELDS : list.toArray(new ObjectStreamField[0]);
    }

    private static Constructor<?> getExternalizableConstructor(Class<?> cl) {
        try {
            Constructor<?> cons = cl.getDeclaredConstructor((Class<?>[]) null);
            return (cons.getModifiers() & Modifier.PUBLIC) != 0 ? cons : null;
        } catch (NoSuchMethodException ex) {
            return null;
        }
    }

    /**
     * The no-arg constructor of the first non-serializable superclass, if
     * accessible to its subclass (ReflectionFactory.newConstructorForSerialization).
     */
    private static Constructor<?> getSerializableConstructor(Class<?> cl) {
        Class<?> initCl = cl;
        while (Serializable.class.isAssignableFrom(initCl)) {
            Class<?> prev = initCl;
            if ((initCl = initCl.getSuperclass()) == null || !superHasAccessibleConstructor(prev)) {
                return null;
            }
        }
        try {
            Constructor<?> c = initCl.getDeclaredConstructor();
            int mods = c.getModifiers();
            if ((mods & Modifier.PRIVATE) != 0
                    || ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0 && !packageEquals(cl, initCl))) {
                return null;
            }
            return c;
        } catch (NoSuchMethodException ex) {
            return null;
        }
    }

    private static boolean superHasAccessibleConstructor(Class<?> cl) {
        Class<?> superCl = cl.getSuperclass();
        if (packageEquals(cl, superCl)) {
            for (Constructor<?> c : superCl.getDeclaredConstructors()) {
                if ((c.getModifiers() & Modifier.PRIVATE) == 0) {
                    return true;
                }
            }
            // A private constructor is reachable from a nestmate.
            return superCl.getNestHost() == cl.getNestHost() && superCl.getDeclaredConstructors().length > 0;
        }
        if ((superCl.getModifiers() & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0) {
            return false;
        }
        for (Constructor<?> c : superCl.getDeclaredConstructors()) {
            if ((c.getModifiers() & (Modifier.PROTECTED | Modifier.PUBLIC)) != 0) {
                return true;
            }
        }
        return false;
    }

    private static Constructor<?> canonicalRecordCtr(Class<?> cls) {
        RecordComponent[] comps = cls.getRecordComponents();
        Class<?>[] types = new Class<?>[comps.length];
        for (int i = 0; i < comps.length; i++) {
            types[i] = comps[i].getType();
        }
        try {
            return cls.getDeclaredConstructor(types);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static MethodAccessor accessor(Method m) {
        return VmReflect.methodAccessor(m.getDeclaringClass(), ReflectAccess.slot(m), false);
    }

    /** A non-static non-abstract no-arg method returning Object that {@code cl} defines or inherits. */
    private static MethodAccessor getInheritableMethod(Class<?> cl, String name) {
        Method meth = null;
        Class<?> defCl = cl;
        while (defCl != null) {
            try {
                meth = defCl.getDeclaredMethod(name);
                break;
            } catch (NoSuchMethodException ex) {
                defCl = defCl.getSuperclass();
            }
        }
        if (meth == null || meth.getReturnType() != Object.class) {
            return null;
        }
        int mods = meth.getModifiers();
        if ((mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0) {
            return null;
        } else if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0) {
            return accessor(meth);
        } else if ((mods & Modifier.PRIVATE) != 0) {
            return cl == defCl ? accessor(meth) : null;
        }
        return packageEquals(cl, defCl) ? accessor(meth) : null;
    }

    /** A private non-static void method {@code cl} declares with that one parameter (or none). */
    private static MethodAccessor getPrivateMethod(Class<?> cl, String name, Class<?> param) {
        try {
            Method meth = param == null ? cl.getDeclaredMethod(name) : cl.getDeclaredMethod(name, param);
            int mods = meth.getModifiers();
            return (meth.getReturnType() == Void.TYPE && (mods & Modifier.STATIC) == 0
                    && (mods & Modifier.PRIVATE) != 0) ? accessor(meth) : null;
        } catch (NoSuchMethodException ex) {
            return null;
        }
    }

    private static boolean packageEquals(Class<?> cl1, Class<?> cl2) {
        return cl1.getClassLoader() == cl2.getClassLoader() && cl1.getPackageName().equals(cl2.getPackageName());
    }

    // The default serialVersionUID.

    /** A member's name and JVM signature. */
    private static final class MemberSignature {
        final int modifiers;
        final String name;
        final String signature;

        MemberSignature(int modifiers, String name, String signature) {
            this.modifiers = modifiers;
            this.name = name;
            this.signature = signature;
        }
    }

    /** ObjectStreamClass.computeDefaultSUID: the first 8 bytes of the SHA-1 of the class's shape, little-endian. */
    private static long computeDefaultSUID(Class<?> cl) {
        if (!Serializable.class.isAssignableFrom(cl) || Proxy.isProxyClass(cl)) {
            return 0L;
        }
        try {
            ByteArrayOutputStream bout = new ByteArrayOutputStream();
            DataOutputStream dout = new DataOutputStream(bout);
            dout.writeUTF(cl.getName());

            int classMods = cl.getModifiers() & (Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT);
            Method[] methods = cl.getDeclaredMethods();
            if ((classMods & Modifier.INTERFACE) != 0) {
                // javac once set ABSTRACT on an interface only if it declared methods.
                classMods = (methods.length > 0) ? (classMods | Modifier.ABSTRACT) : (classMods & ~Modifier.ABSTRACT);
            }
            dout.writeInt(classMods);

            if (!cl.isArray()) {
                Class<?>[] interfaces = cl.getInterfaces();
                String[] ifaceNames = new String[interfaces.length];
                for (int i = 0; i < interfaces.length; i++) {
                    ifaceNames[i] = interfaces[i].getName();
                }
                Arrays.sort(ifaceNames);
                for (String n : ifaceNames) {
                    dout.writeUTF(n);
                }
            }

            Field[] fields = cl.getDeclaredFields();
            MemberSignature[] fieldSigs = new MemberSignature[fields.length];
            for (int i = 0; i < fields.length; i++) {
                fieldSigs[i] = new MemberSignature(fields[i].getModifiers(), fields[i].getName(),
                        ReflectAccess.descriptor(fields[i].getType()));
            }
            Arrays.sort(fieldSigs, Comparator.comparing((MemberSignature ms) -> ms.name));
            for (MemberSignature sig : fieldSigs) {
                int mods = sig.modifiers & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
                        | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT);
                if ((mods & Modifier.PRIVATE) == 0 || (mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                    dout.writeUTF(sig.name);
                    dout.writeInt(mods);
                    dout.writeUTF(sig.signature);
                }
            }

            if (hasStaticInitializer(cl)) {
                dout.writeUTF("<clinit>");
                dout.writeInt(Modifier.STATIC);
                dout.writeUTF("()V");
            }

            int methodMask = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
                    | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;
            Constructor<?>[] cons = cl.getDeclaredConstructors();
            MemberSignature[] consSigs = new MemberSignature[cons.length];
            for (int i = 0; i < cons.length; i++) {
                consSigs[i] = new MemberSignature(cons[i].getModifiers(), "<init>", ReflectAccess.descriptor(cons[i]));
            }
            Arrays.sort(consSigs, Comparator.comparing((MemberSignature ms) -> ms.signature));
            for (MemberSignature sig : consSigs) {
                int mods = sig.modifiers & methodMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF("<init>");
                    dout.writeInt(mods);
                    dout.writeUTF(sig.signature.replace('/', '.'));
                }
            }

            MemberSignature[] methSigs = new MemberSignature[methods.length];
            for (int i = 0; i < methods.length; i++) {
                methSigs[i] = new MemberSignature(methods[i].getModifiers(), methods[i].getName(),
                        ReflectAccess.descriptor(methods[i]));
            }
            Arrays.sort(methSigs, (ms1, ms2) -> {
                int comp = ms1.name.compareTo(ms2.name);
                return comp != 0 ? comp : ms1.signature.compareTo(ms2.signature);
            });
            for (MemberSignature sig : methSigs) {
                int mods = sig.modifiers & methodMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF(sig.name);
                    dout.writeInt(mods);
                    dout.writeUTF(sig.signature.replace('/', '.'));
                }
            }
            dout.flush();

            byte[] hashBytes = MessageDigest.getInstance("SHA").digest(bout.toByteArray());
            long hash = 0;
            for (int i = Math.min(hashBytes.length, 8) - 1; i >= 0; i--) {
                hash = (hash << 8) | (hashBytes[i] & 0xFF);
            }
            return hash;
        } catch (IOException ex) {
            throw new InternalError(ex);
        } catch (NoSuchAlgorithmException ex) {
            throw new SecurityException(ex.getMessage());
        }
    }

    /**
     * Whether the class has a {@code <clinit>} method. The VM gives no
     * direct answer, but a method's name is a Utf8 constant of the class's
     * own pool, so a class without "<clinit>" among its Utf8 constants has
     * no static initialiser; one with it has, unless the constant is only a
     * string literal "<clinit>" (then the class file itself is read, when
     * it is a class path resource, to look at the method names).
     */
    private static boolean hasStaticInitializer(Class<?> cl) {
        if (cl.isArray()) {
            return false;
        }
        ConstantPool cp = VmReflect.constantPool(cl);
        boolean named = false;
        for (int i = 1; ; i++) {
            try {
                if ("<clinit>".equals(cp.getUTF8At(i))) {
                    named = true;
                    break;
                }
            } catch (IllegalArgumentException e) {
                if (!"Wrong type at constant pool index".equals(e.getMessage())) {
                    break; // past the end
                }
                if (isWide(cp, i)) {
                    i++;
                }
            }
        }
        if (!named) {
            return false;
        }
        Boolean fromFile = ClassFileMethods.hasMethod(cl, "<clinit>");
        if (fromFile != null) {
            return fromFile;
        }
        throw new InternalError("Terrarium: whether " + cl.getName() + " has a static initializer"
                + " (its constant pool names \"<clinit>\" but its class file cannot be read) needs a native"
                + " ObjectStreamClass.hasStaticInitializer");
    }

    /** A Long or Double entry, which takes two pool slots. */
    private static boolean isWide(ConstantPool cp, int i) {
        try {
            cp.getLongAt(i);
            return true;
        } catch (IllegalArgumentException e) {
            // not a long
        }
        try {
            cp.getDoubleAt(i);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Reads a class file (JVMS 4) just far enough to list its methods' names. */
    private static final class ClassFileMethods {
        private static void skip(DataInputStream d, int n) throws IOException {
            d.readFully(new byte[n]);
        }

        static Boolean hasMethod(Class<?> cl, String method) {
            String simple = cl.getName().substring(cl.getName().lastIndexOf('.') + 1);
            try (InputStream in = cl.getResourceAsStream(simple + ".class")) {
                if (in == null) {
                    return null;
                }
                DataInputStream d = new DataInputStream(in);
                if (d.readInt() != 0xCAFEBABE) {
                    return null;
                }
                d.readUnsignedShort();
                d.readUnsignedShort();
                int count = d.readUnsignedShort();
                String[] utf8 = new String[count];
                for (int i = 1; i < count; i++) {
                    int tag = d.readUnsignedByte();
                    switch (tag) {
                        case 1 -> utf8[i] = d.readUTF();
                        case 3, 4, 9, 10, 11, 12, 17, 18 -> d.readInt();
                        case 5, 6 -> {
                            d.readLong();
                            i++;
                        }
                        case 7, 8, 16, 19, 20 -> d.readUnsignedShort();
                        case 15 -> {
                            d.readUnsignedByte();
                            d.readUnsignedShort();
                        }
                        default -> {
                            return null;
                        }
                    }
                }
                d.readUnsignedShort();
                d.readUnsignedShort();
                d.readUnsignedShort();
                skip(d, 2 * d.readUnsignedShort());
                for (int pass = 0; pass < 2; pass++) {
                    int members = d.readUnsignedShort();
                    for (int m = 0; m < members; m++) {
                        d.readUnsignedShort();
                        String mname = utf8[d.readUnsignedShort()];
                        d.readUnsignedShort();
                        if (pass == 1 && method.equals(mname)) {
                            return true;
                        }
                        int attrs = d.readUnsignedShort();
                        for (int a = 0; a < attrs; a++) {
                            d.readUnsignedShort();
                            skip(d, d.readInt());
                        }
                    }
                }
                return false;
            } catch (IOException | RuntimeException e) {
                return null;
            }
        }
    }
}
