package java.io;

import java.util.IdentityHashMap;

/**
 * Writes the JDK's serialization stream format (protocol version 2 by
 * default): the same bytes as HotSpot's ObjectOutputStream, including the
 * 1024-byte blocks of block data mode and the handle numbering.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private final BlockDataOutputStream bout;
    private final HandleTable handles;
    private final IdentityHashMap<Object, Object> subs;
    private int protocol = PROTOCOL_VERSION_2;
    private int depth;
    private final boolean enableOverride;
    private boolean enableReplace;
    /** The object and class whose writeObject runs now, or null. */
    private CallbackContext curContext;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        bout = new BlockDataOutputStream(out);
        handles = new HandleTable();
        subs = new IdentityHashMap<>();
        enableOverride = false;
        writeStreamHeader();
        bout.setBlockDataMode(true);
    }

    protected ObjectOutputStream() throws IOException, SecurityException {
        bout = null;
        handles = null;
        subs = null;
        enableOverride = true;
    }

    public void useProtocolVersion(int version) throws IOException {
        if (handles.size() != 0) {
            throw new IllegalStateException("stream non-empty");
        }
        switch (version) {
            case PROTOCOL_VERSION_1, PROTOCOL_VERSION_2 -> protocol = version;
            default -> throw new IllegalArgumentException("unknown version: " + version);
        }
    }

    int getProtocolVersion() {
        return protocol;
    }

    public final void writeObject(Object obj) throws IOException {
        if (enableOverride) {
            writeObjectOverride(obj);
            return;
        }
        try {
            writeObject0(obj, false);
        } catch (IOException ex) {
            if (depth == 0) {
                writeFatalException(ex);
            }
            throw ex;
        }
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    public void writeUnshared(Object obj) throws IOException {
        try {
            writeObject0(obj, true);
        } catch (IOException ex) {
            if (depth == 0) {
                writeFatalException(ex);
            }
            throw ex;
        }
    }

    public void defaultWriteObject() throws IOException {
        CallbackContext ctx = curContext;
        if (ctx == null) {
            throw new NotActiveException("not in call to writeObject");
        }
        Object curObj = ctx.getObj();
        bout.setBlockDataMode(false);
        defaultWriteFields(curObj, ctx.desc);
        bout.setBlockDataMode(true);
    }

    public ObjectOutputStream.PutField putFields() throws IOException {
        if (curPut == null) {
            CallbackContext ctx = curContext;
            if (ctx == null) {
                throw new NotActiveException("not in call to writeObject");
            }
            ctx.checkAndSetUsed();
            curPut = new PutFieldImpl(ctx.desc);
        }
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null) {
            throw new NotActiveException("no current PutField object");
        }
        bout.setBlockDataMode(false);
        curPut.writeFields();
        bout.setBlockDataMode(true);
    }

    public void reset() throws IOException {
        if (depth != 0) {
            throw new IOException("stream active");
        }
        bout.setBlockDataMode(false);
        bout.writeByte(TC_RESET);
        clear();
        bout.setBlockDataMode(true);
    }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void annotateProxyClass(Class<?> cl) throws IOException {
    }

    protected Object replaceObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableReplaceObject(boolean enable) throws SecurityException {
        if (enable == enableReplace) {
            return enable;
        }
        enableReplace = enable;
        return !enable;
    }

    protected void writeStreamHeader() throws IOException {
        bout.writeShort(STREAM_MAGIC);
        bout.writeShort(STREAM_VERSION);
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        desc.writeNonProxy(this);
    }

    @Override
    public void write(int val) throws IOException {
        bout.write(val);
    }

    @Override
    public void write(byte[] buf) throws IOException {
        bout.write(buf, 0, buf.length);
    }

    @Override
    public void write(byte[] buf, int off, int len) throws IOException {
        if (buf == null) {
            throw new NullPointerException();
        }
        int endoff = off + len;
        if (off < 0 || len < 0 || endoff > buf.length || endoff < 0) {
            throw new IndexOutOfBoundsException();
        }
        bout.write(buf, off, len);
    }

    @Override
    public void flush() throws IOException {
        bout.flush();
    }

    protected void drain() throws IOException {
        bout.drain();
    }

    @Override
    public void close() throws IOException {
        flush();
        clear();
        bout.close();
    }

    public void writeBoolean(boolean val) throws IOException {
        bout.write(val ? 1 : 0);
    }

    public void writeByte(int val) throws IOException {
        bout.write(val);
    }

    public void writeShort(int val) throws IOException {
        bout.writeShort(val);
    }

    public void writeChar(int val) throws IOException {
        bout.writeShort(val);
    }

    public void writeInt(int val) throws IOException {
        bout.writeInt(val);
    }

    public void writeLong(long val) throws IOException {
        bout.writeLong(val);
    }

    public void writeFloat(float val) throws IOException {
        bout.writeInt(Float.floatToIntBits(val));
    }

    public void writeDouble(double val) throws IOException {
        bout.writeLong(Double.doubleToLongBits(val));
    }

    public void writeBytes(String str) throws IOException {
        int len = str.length();
        for (int i = 0; i < len; i++) {
            bout.write(str.charAt(i));
        }
    }

    public void writeChars(String str) throws IOException {
        int len = str.length();
        for (int i = 0; i < len; i++) {
            bout.writeShort(str.charAt(i));
        }
    }

    public void writeUTF(String str) throws IOException {
        long utflen = utfLength(str);
        if (utflen > 0xFFFFL) {
            throw new UTFDataFormatException();
        }
        bout.writeShort((int) utflen);
        writeUTFBody(str);
    }

    /** Writes a field's type signature: a string, shared through the handle table. */
    void writeTypeString(String str) throws IOException {
        int handle;
        if (str == null) {
            writeNull();
        } else if ((handle = handles.lookup(str)) != -1) {
            writeHandle(handle);
        } else {
            writeString(str, false);
        }
    }

    public abstract static class PutField {
        public PutField() {
        }

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    // Internals.

    private void clear() {
        subs.clear();
        handles.clear();
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        boolean oldMode = bout.setBlockDataMode(false);
        depth++;
        try {
            int h;
            if ((obj = lookupSub(obj)) == null) {
                writeNull();
                return;
            } else if (!unshared && (h = handles.lookup(obj)) != -1) {
                writeHandle(h);
                return;
            } else if (obj instanceof Class<?> c) {
                writeClass(c, unshared);
                return;
            } else if (obj instanceof ObjectStreamClass d) {
                writeClassDesc(d, unshared);
                return;
            }

            Object orig = obj;
            Class<?> cl = obj.getClass();
            ObjectStreamClass desc;
            for (;;) {
                Class<?> repCl;
                desc = ObjectStreamClass.lookup(cl, true);
                if (!desc.hasWriteReplaceMethod() || (obj = desc.invokeWriteReplace(obj)) == null
                        || (repCl = obj.getClass()) == cl) {
                    break;
                }
                cl = repCl;
            }
            if (enableReplace) {
                Object rep = replaceObject(obj);
                if (rep != obj && rep != null) {
                    cl = rep.getClass();
                    desc = ObjectStreamClass.lookup(cl, true);
                }
                obj = rep;
            }

            if (obj != orig) {
                subs.put(orig, obj == null ? NULL_SUB : obj);
                if (obj == null) {
                    writeNull();
                    return;
                } else if (!unshared && (h = handles.lookup(obj)) != -1) {
                    writeHandle(h);
                    return;
                } else if (obj instanceof Class<?> c) {
                    writeClass(c, unshared);
                    return;
                } else if (obj instanceof ObjectStreamClass d) {
                    writeClassDesc(d, unshared);
                    return;
                }
            }

            if (obj instanceof String s) {
                writeString(s, unshared);
            } else if (cl.isArray()) {
                writeArray(obj, desc, unshared);
            } else if (obj instanceof Enum<?> e) {
                writeEnum(e, desc, unshared);
            } else if (obj instanceof Serializable) {
                writeOrdinaryObject(obj, desc, unshared);
            } else {
                throw new NotSerializableException(cl.getName());
            }
        } finally {
            depth--;
            bout.setBlockDataMode(oldMode);
        }
    }

    /** Stands for a replacement by null in {@code subs}. */
    private static final Object NULL_SUB = new Object();

    private Object lookupSub(Object obj) {
        if (obj == null) {
            return null;
        }
        Object rep = subs.get(obj);
        if (rep == null) {
            return obj;
        }
        return rep == NULL_SUB ? null : rep;
    }

    private void writeNull() throws IOException {
        bout.writeByte(TC_NULL);
    }

    private void writeHandle(int handle) throws IOException {
        bout.writeByte(TC_REFERENCE);
        bout.writeInt(baseWireHandle + handle);
    }

    private void writeClass(Class<?> cl, boolean unshared) throws IOException {
        bout.writeByte(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookup(cl, true), false);
        handles.assign(unshared ? null : cl);
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        int handle;
        if (desc == null) {
            writeNull();
        } else if (!unshared && (handle = handles.lookup(desc)) != -1) {
            writeHandle(handle);
        } else if (desc.isProxy()) {
            throw new NotSerializableException(desc.getName());
        } else {
            writeNonProxyDesc(desc, unshared);
        }
    }

    private void writeNonProxyDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        bout.writeByte(TC_CLASSDESC);
        handles.assign(unshared ? null : desc);
        if (protocol == PROTOCOL_VERSION_1) {
            desc.writeNonProxy(this);
        } else {
            writeClassDescriptor(desc);
        }
        Class<?> cl = desc.forClass();
        bout.setBlockDataMode(true);
        annotateClass(cl);
        bout.setBlockDataMode(false);
        bout.writeByte(TC_ENDBLOCKDATA);
        writeClassDesc(desc.getSuperDesc(), false);
    }

    private void writeString(String str, boolean unshared) throws IOException {
        handles.assign(unshared ? null : str);
        long utflen = utfLength(str);
        if (utflen <= 0xFFFF) {
            bout.writeByte(TC_STRING);
            bout.writeShort((int) utflen);
        } else {
            bout.writeByte(TC_LONGSTRING);
            bout.writeLong(utflen);
        }
        writeUTFBody(str);
    }

    private void writeArray(Object array, ObjectStreamClass desc, boolean unshared) throws IOException {
        bout.writeByte(TC_ARRAY);
        writeClassDesc(desc, false);
        handles.assign(unshared ? null : array);
        Class<?> ccl = desc.forClass().getComponentType();
        if (ccl.isPrimitive()) {
            if (ccl == Integer.TYPE) {
                int[] ia = (int[]) array;
                bout.writeInt(ia.length);
                for (int v : ia) {
                    bout.writeInt(v);
                }
            } else if (ccl == Byte.TYPE) {
                byte[] ba = (byte[]) array;
                bout.writeInt(ba.length);
                bout.write(ba, 0, ba.length);
            } else if (ccl == Long.TYPE) {
                long[] ja = (long[]) array;
                bout.writeInt(ja.length);
                for (long v : ja) {
                    bout.writeLong(v);
                }
            } else if (ccl == Float.TYPE) {
                float[] fa = (float[]) array;
                bout.writeInt(fa.length);
                for (float v : fa) {
                    bout.writeInt(Float.floatToIntBits(v));
                }
            } else if (ccl == Double.TYPE) {
                double[] da = (double[]) array;
                bout.writeInt(da.length);
                for (double v : da) {
                    bout.writeLong(Double.doubleToLongBits(v));
                }
            } else if (ccl == Short.TYPE) {
                short[] sa = (short[]) array;
                bout.writeInt(sa.length);
                for (short v : sa) {
                    bout.writeShort(v);
                }
            } else if (ccl == Character.TYPE) {
                char[] ca = (char[]) array;
                bout.writeInt(ca.length);
                for (char v : ca) {
                    bout.writeShort(v);
                }
            } else if (ccl == Boolean.TYPE) {
                boolean[] za = (boolean[]) array;
                bout.writeInt(za.length);
                for (boolean v : za) {
                    bout.write(v ? 1 : 0);
                }
            } else {
                throw new InternalError();
            }
        } else {
            Object[] objs = (Object[]) array;
            bout.writeInt(objs.length);
            for (Object o : objs) {
                writeObject0(o, false);
            }
        }
    }

    private void writeEnum(Enum<?> en, ObjectStreamClass desc, boolean unshared) throws IOException {
        bout.writeByte(TC_ENUM);
        ObjectStreamClass sdesc = desc.getSuperDesc();
        writeClassDesc((sdesc.forClass() == Enum.class) ? desc : sdesc, false);
        handles.assign(unshared ? null : en);
        writeString(en.name(), false);
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        desc.checkSerialize();
        bout.writeByte(TC_OBJECT);
        writeClassDesc(desc, false);
        handles.assign(unshared ? null : obj);
        if (desc.isRecord()) {
            defaultWriteFields(obj, desc);
        } else if (desc.isExternalizable() && !desc.isProxy()) {
            writeExternalData((Externalizable) obj);
        } else {
            writeSerialData(obj, desc);
        }
    }

    private void writeExternalData(Externalizable obj) throws IOException {
        PutFieldImpl oldPut = curPut;
        curPut = null;
        CallbackContext oldContext = curContext;
        try {
            curContext = null;
            if (protocol == PROTOCOL_VERSION_1) {
                obj.writeExternal(this);
            } else {
                bout.setBlockDataMode(true);
                obj.writeExternal(this);
                bout.setBlockDataMode(false);
                bout.writeByte(TC_ENDBLOCKDATA);
            }
        } finally {
            curContext = oldContext;
        }
        curPut = oldPut;
    }

    private void writeSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        for (ObjectStreamClass.ClassDataSlot slot : desc.getClassDataLayout()) {
            ObjectStreamClass slotDesc = slot.desc;
            if (slotDesc.hasWriteObjectMethod()) {
                PutFieldImpl oldPut = curPut;
                curPut = null;
                CallbackContext oldContext = curContext;
                try {
                    curContext = new CallbackContext(obj, slotDesc);
                    bout.setBlockDataMode(true);
                    slotDesc.invokeWriteObject(obj, this);
                    bout.setBlockDataMode(false);
                    bout.writeByte(TC_ENDBLOCKDATA);
                } finally {
                    curContext = oldContext;
                }
                curPut = oldPut;
            } else {
                defaultWriteFields(obj, slotDesc);
            }
        }
    }

    private void defaultWriteFields(Object obj, ObjectStreamClass desc) throws IOException {
        Class<?> cl = desc.forClass();
        if (cl != null && obj != null && !cl.isInstance(obj)) {
            throw new ClassCastException();
        }
        desc.checkDefaultSerialize();
        int primDataSize = desc.getPrimDataSize();
        if (primDataSize > 0) {
            byte[] primVals = new byte[primDataSize];
            desc.getPrimFieldValues(obj, primVals);
            bout.write(primVals, 0, primDataSize);
        }
        ObjectStreamField[] fields = desc.getFields(false);
        Object[] objVals = new Object[desc.getNumObjFields()];
        int numPrimFields = fields.length - objVals.length;
        desc.getObjFieldValues(obj, objVals);
        for (int i = 0; i < objVals.length; i++) {
            writeObject0(objVals[i], fields[numPrimFields + i].isUnshared());
        }
    }

    /** After an exception at the top level: the stream gets TC_EXCEPTION and the exception. */
    private void writeFatalException(IOException ex) throws IOException {
        clear();
        boolean oldMode = bout.setBlockDataMode(false);
        try {
            bout.writeByte(TC_EXCEPTION);
            writeObject0(ex, false);
            clear();
        } finally {
            bout.setBlockDataMode(oldMode);
        }
    }

    /** The length of {@code s} in modified UTF-8. */
    private static long utfLength(String s) {
        int len = s.length();
        long utflen = 0;
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                utflen++;
            } else if (c > 0x07FF) {
                utflen += 3;
            } else {
                utflen += 2;
            }
        }
        return utflen;
    }

    private void writeUTFBody(String s) throws IOException {
        int len = s.length();
        for (int i = 0; i < len; i++) {
            char c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                bout.write(c);
            } else if (c > 0x07FF) {
                bout.write(0xE0 | ((c >> 12) & 0x0F));
                bout.write(0x80 | ((c >> 6) & 0x3F));
                bout.write(0x80 | (c & 0x3F));
            } else {
                bout.write(0xC0 | ((c >> 6) & 0x1F));
                bout.write(0x80 | (c & 0x3F));
            }
        }
    }

    /**
     * The object and class of a running writeObject; defaultWriteObject and
     * putFields may use it once (SerialCallbackContext.checkAndSetUsed).
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

    /** Objects and their handles; an unshared object takes a number but cannot be found. */
    private static final class HandleTable {
        private final IdentityHashMap<Object, Integer> map = new IdentityHashMap<>();
        private int size;

        int assign(Object obj) {
            if (obj != null) {
                map.put(obj, size);
            }
            return size++;
        }

        int lookup(Object obj) {
            Integer h = map.get(obj);
            return h == null ? -1 : h;
        }

        void clear() {
            map.clear();
            size = 0;
        }

        int size() {
            return size;
        }
    }

    private class PutFieldImpl extends PutField {
        private final ObjectStreamClass desc;
        private final byte[] primVals;
        private final Object[] objVals;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            primVals = new byte[desc.getPrimDataSize()];
            objVals = new Object[desc.getNumObjFields()];
        }

        @Override
        public void put(String name, boolean val) {
            primVals[getFieldOffset(name, Boolean.TYPE)] = (byte) (val ? 1 : 0);
        }

        @Override
        public void put(String name, byte val) {
            primVals[getFieldOffset(name, Byte.TYPE)] = val;
        }

        @Override
        public void put(String name, char val) {
            ObjectStreamClass.putShort(primVals, getFieldOffset(name, Character.TYPE), val);
        }

        @Override
        public void put(String name, short val) {
            ObjectStreamClass.putShort(primVals, getFieldOffset(name, Short.TYPE), val);
        }

        @Override
        public void put(String name, int val) {
            ObjectStreamClass.putInt(primVals, getFieldOffset(name, Integer.TYPE), val);
        }

        @Override
        public void put(String name, float val) {
            ObjectStreamClass.putInt(primVals, getFieldOffset(name, Float.TYPE), Float.floatToIntBits(val));
        }

        @Override
        public void put(String name, long val) {
            ObjectStreamClass.putLong(primVals, getFieldOffset(name, Long.TYPE), val);
        }

        @Override
        public void put(String name, double val) {
            ObjectStreamClass.putLong(primVals, getFieldOffset(name, Double.TYPE), Double.doubleToLongBits(val));
        }

        @Override
        public void put(String name, Object val) {
            objVals[getFieldOffset(name, Object.class)] = val;
        }

        @Override
        @Deprecated
        public void write(ObjectOutput out) throws IOException {
            if (ObjectOutputStream.this != out) {
                throw new IllegalArgumentException("wrong stream");
            }
            out.write(primVals, 0, primVals.length);
            ObjectStreamField[] fields = desc.getFields(false);
            int numPrimFields = fields.length - objVals.length;
            for (int i = 0; i < objVals.length; i++) {
                if (fields[numPrimFields + i].isUnshared()) {
                    throw new IOException("cannot write unshared object");
                }
                out.writeObject(objVals[i]);
            }
        }

        void writeFields() throws IOException {
            bout.write(primVals, 0, primVals.length);
            ObjectStreamField[] fields = desc.getFields(false);
            int numPrimFields = fields.length - objVals.length;
            for (int i = 0; i < objVals.length; i++) {
                writeObject0(objVals[i], fields[numPrimFields + i].isUnshared());
            }
        }

        private int getFieldOffset(String name, Class<?> type) {
            ObjectStreamField field = desc.getField(name, type);
            if (field == null) {
                throw new IllegalArgumentException("no such field " + name + " with type " + type);
            }
            return field.getOffset();
        }
    }

    /**
     * Buffers up to 1024 bytes; in block data mode each full buffer (or
     * what is buffered when the mode changes or the stream is flushed)
     * becomes a TC_BLOCKDATA or TC_BLOCKDATALONG block.
     */
    private static final class BlockDataOutputStream {
        private static final int MAX_BLOCK_SIZE = 1024;
        private final OutputStream out;
        private final byte[] buf = new byte[MAX_BLOCK_SIZE];
        private int pos;
        private boolean blkmode;

        BlockDataOutputStream(OutputStream out) {
            this.out = out;
        }

        /** Sets the mode (draining the buffer on a change) and gives the old one. */
        boolean setBlockDataMode(boolean mode) throws IOException {
            if (blkmode == mode) {
                return blkmode;
            }
            drain();
            blkmode = mode;
            return !blkmode;
        }

        void write(int b) throws IOException {
            if (pos >= MAX_BLOCK_SIZE) {
                drain();
            }
            buf[pos++] = (byte) b;
        }

        void writeByte(int b) throws IOException {
            write(b);
        }

        void write(byte[] b, int off, int len) throws IOException {
            if (!blkmode) {
                drain();
                out.write(b, off, len);
                return;
            }
            while (len > 0) {
                if (pos >= MAX_BLOCK_SIZE) {
                    drain();
                }
                int wlen = Math.min(len, MAX_BLOCK_SIZE - pos);
                System.arraycopy(b, off, buf, pos, wlen);
                pos += wlen;
                off += wlen;
                len -= wlen;
            }
        }

        void writeShort(int v) throws IOException {
            write(v >>> 8);
            write(v);
        }

        void writeInt(int v) throws IOException {
            write(v >>> 24);
            write(v >>> 16);
            write(v >>> 8);
            write(v);
        }

        void writeLong(long v) throws IOException {
            writeInt((int) (v >>> 32));
            writeInt((int) v);
        }

        void flush() throws IOException {
            drain();
            out.flush();
        }

        void close() throws IOException {
            flush();
            out.close();
        }

        void drain() throws IOException {
            if (pos == 0) {
                return;
            }
            if (blkmode) {
                if (pos <= 0xFF) {
                    out.write(new byte[] {TC_BLOCKDATA, (byte) pos}, 0, 2);
                } else {
                    out.write(new byte[] {TC_BLOCKDATALONG, (byte) (pos >>> 24), (byte) (pos >>> 16),
                            (byte) (pos >>> 8), (byte) pos}, 0, 5);
                }
            }
            out.write(buf, 0, pos);
            pos = 0;
        }
    }
}
