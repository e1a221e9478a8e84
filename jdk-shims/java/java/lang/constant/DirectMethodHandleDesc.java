package java.lang.constant;

/** A MethodHandleDesc for a method handle that a CONSTANT_MethodHandle entry can name. */
public sealed interface DirectMethodHandleDesc extends MethodHandleDesc permits DirectMethodHandleDescImpl {

    /** The kinds of direct method handle, by JVMS reference kind and whether the owner is an interface. */
    enum Kind {
        STATIC(6),
        INTERFACE_STATIC(6, true),
        VIRTUAL(5),
        INTERFACE_VIRTUAL(9, true),
        SPECIAL(7),
        INTERFACE_SPECIAL(7, true),
        CONSTRUCTOR(8),
        GETTER(1),
        SETTER(3),
        STATIC_GETTER(2),
        STATIC_SETTER(4);

        public final int refKind;
        public final boolean isInterface;

        Kind(int refKind) {
            this(refKind, false);
        }

        Kind(int refKind, boolean isInterface) {
            this.refKind = refKind;
            this.isInterface = isInterface;
        }

        public static Kind valueOf(int refKind) {
            return valueOf(refKind, false);
        }

        /**
         * The kind for this reference kind and owner; invokeinterface means
         * INTERFACE_VIRTUAL either way, and a kind with no interface form also
         * answers for isInterface true.
         */
        public static Kind valueOf(int refKind, boolean isInterface) {
            for (Kind k : values()) {
                if (k.refKind == refKind && k.isInterface == isInterface) {
                    return k;
                }
            }
            if (refKind == 9) {
                return INTERFACE_VIRTUAL;
            }
            if (isInterface) {
                for (Kind k : values()) {
                    if (k.refKind == refKind) {
                        return k;
                    }
                }
            }
            throw new IllegalArgumentException(String.format("refKind=%d isInterface=%s", refKind, isInterface));
        }

        boolean isVirtualMethod() {
            switch (this) {
                case VIRTUAL:
                case SPECIAL:
                case INTERFACE_VIRTUAL:
                case INTERFACE_SPECIAL:
                    return true;
                default:
                    return false;
            }
        }
    }

    Kind kind();

    int refKind();

    boolean isOwnerInterface();

    ClassDesc owner();

    String methodName();

    String lookupDescriptor();
}
