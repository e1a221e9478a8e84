package java.lang.constant;

/** Name and descriptor checks shared by the descriptor classes; messages as HotSpot's. */
final class ConstantUtils {
    static final int MAX_ARRAY_TYPE_DESC_DIMENSIONS = 255;
    static final ConstantDesc[] EMPTY_CONSTANTDESC = new ConstantDesc[0];

    private ConstantUtils() {
    }

    /** A binary name may hold no '/', ';' or '['; the descriptor check does the rest. */
    static String validateBinaryClassName(String name) {
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (ch == ';' || ch == '[' || ch == '/') {
                throw new IllegalArgumentException("Invalid class name: " + name);
            }
        }
        return name;
    }

    /** An unqualified name: not empty, no '.', ';', '[' or '/', and (unless a method) no '<' or '>'. */
    static String validateMemberName(String name, boolean method) {
        java.util.Objects.requireNonNull(name);
        if (name.length() == 0) {
            throw new IllegalArgumentException("zero-length member name");
        }
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (ch == '.' || ch == ';' || ch == '[' || ch == '/') {
                throw new IllegalArgumentException("Invalid member name: " + name);
            }
            if (method && (ch == '<' || ch == '>')) {
                if (!name.equals("<init>") && !name.equals("<clinit>")) {
                    throw new IllegalArgumentException("Invalid member name: " + name);
                }
            }
        }
        return name;
    }

    static String binaryToInternal(String name) {
        return name.replace('.', '/');
    }

    static String internalToBinary(String name) {
        return name.replace('/', '.');
    }

    static String dropLastChar(String s) {
        return s.substring(0, s.length() - 1);
    }

    static int arrayDepth(String descriptor) {
        int depth = 0;
        while (depth < descriptor.length() && descriptor.charAt(depth) == '[') {
            depth++;
        }
        return depth;
    }

    /**
     * The length of the field descriptor starting at start, 0 if there is none.
     * A class name's segments between '/' must not be empty ("L;" itself passes,
     * as on HotSpot 17) and hold no '.' or '['.
     */
    static int skipOverFieldSignature(String descriptor, int start, int end, boolean voidOK) {
        int arrayDim = 0;
        int index = start;
        while (index < end) {
            char c = descriptor.charAt(index);
            switch (c) {
                case 'V':
                    if (!voidOK || arrayDim > 0) {
                        return 0;
                    }
                    return index - start + 1;
                case 'Z': case 'B': case 'C': case 'S': case 'I': case 'J': case 'F': case 'D':
                    return index - start + 1;
                case 'L': {
                    int semi = descriptor.indexOf(';', index + 1);
                    if (semi < 0 || semi >= end) {
                        return 0;
                    }
                    boolean segmentEmpty = true;
                    for (int i = index + 1; i < semi; i++) {
                        char ch = descriptor.charAt(i);
                        if (ch == '.' || ch == '[') {
                            return 0;
                        }
                        if (ch == '/') {
                            if (segmentEmpty) {
                                return 0;
                            }
                            segmentEmpty = true;
                        } else {
                            segmentEmpty = false;
                        }
                    }
                    if (segmentEmpty && semi > index + 1) {
                        return 0; // a trailing '/'
                    }
                    return semi - start + 1;
                }
                case '[':
                    arrayDim++;
                    if (arrayDim > MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
                        throw new IllegalArgumentException(String.format(
                                "Cannot create an array type descriptor with more than %d dimensions",
                                MAX_ARRAY_TYPE_DESC_DIMENSIONS));
                    }
                    index++;
                    if (index >= end) {
                        throw new StringIndexOutOfBoundsException(index);
                    }
                    break;
                default:
                    return 0;
            }
        }
        return 0;
    }

    /** "(params)ret" split into field descriptors, the return type first. */
    static java.util.List<String> parseMethodDescriptor(String descriptor) {
        int cur = 0;
        int end = descriptor.length();
        java.util.ArrayList<String> types = new java.util.ArrayList<>();
        if (cur >= end || descriptor.charAt(cur) != '(') {
            throw new IllegalArgumentException("Bad method descriptor: " + descriptor);
        }
        cur++;
        while (cur < end && descriptor.charAt(cur) != ')') {
            int len = skipOverFieldSignature(descriptor, cur, end, true);
            if (len == 0) {
                throw new IllegalArgumentException("Bad method descriptor: " + descriptor);
            }
            types.add(descriptor.substring(cur, cur + len));
            cur += len;
        }
        if (cur >= end) {
            throw new IllegalArgumentException("Bad method descriptor: " + descriptor);
        }
        cur++;
        int rlen = skipOverFieldSignature(descriptor, cur, end, true);
        if (rlen == 0 || cur + rlen != end) {
            throw new IllegalArgumentException("Bad method descriptor: " + descriptor);
        }
        types.add(0, descriptor.substring(cur, cur + rlen));
        return types;
    }

    /** The primitive type named by a one-letter descriptor. */
    static Class<?> primitiveClass(char c) {
        switch (c) {
            case 'I': return int.class;
            case 'J': return long.class;
            case 'F': return float.class;
            case 'D': return double.class;
            case 'S': return short.class;
            case 'B': return byte.class;
            case 'C': return char.class;
            case 'Z': return boolean.class;
            default: return void.class;
        }
    }
}
