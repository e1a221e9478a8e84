package java.util;

class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private static final long serialVersionUID = 4191767811181838112L;

    private final int illegalIndex;

    IllegalFormatArgumentIndexException(int index) {
        illegalIndex = index;
    }

    int getIndex() {
        return illegalIndex;
    }

    @Override
    public String getMessage() {
        if (illegalIndex == Integer.MIN_VALUE) {
            return "Format argument index: (not representable as int)";
        }
        return "Illegal format argument index = " + illegalIndex;
    }
}
