package jdk.internal.terrarium.reflect;

import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.Arrays;

/**
 * A wildcard type argument with at most one explicit bound, resolved on first
 * use (as in HotSpot). {@code ?} and {@code ? super X} have the upper bound
 * Object; JDK 17 gives it as Object.class, which any loader yields for
 * java.lang.Object.
 */
final class WildcardTypeImpl implements WildcardType {
    /** The bound offset of {@code ?}, which has no explicit bound. */
    static final int UNBOUNDED = -1;

    private final Scope scope;
    private final String signature;
    private final int boundOffset;
    private final boolean lower;
    private volatile Type bound;

    WildcardTypeImpl(Scope scope, String signature, int boundOffset, boolean lower) {
        this.scope = scope;
        this.signature = signature;
        this.boundOffset = boundOffset;
        this.lower = lower;
    }

    private Type bound() {
        Type result = bound;
        if (result == null) {
            result = boundOffset == UNBOUNDED ? Object.class : SignatureParser.reify(signature, boundOffset, scope);
            bound = result;
        }
        return result;
    }

    @Override
    public Type[] getUpperBounds() {
        return new Type[] {lower ? Object.class : bound()};
    }

    @Override
    public Type[] getLowerBounds() {
        return lower ? new Type[] {bound()} : new Type[0];
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof WildcardType)) {
            return false;
        }
        WildcardType that = (WildcardType) o;
        return Arrays.equals(getLowerBounds(), that.getLowerBounds())
                && Arrays.equals(getUpperBounds(), that.getUpperBounds());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(getLowerBounds()) ^ Arrays.hashCode(getUpperBounds());
    }

    /** {@code ? super X}, {@code ? extends X}, or {@code ?} when the upper bound is Object. */
    @Override
    public String toString() {
        Type[] lowerBounds = getLowerBounds();
        if (lowerBounds.length > 0) {
            return "? super " + lowerBounds[0].getTypeName();
        }
        Type upperBound = getUpperBounds()[0];
        if (upperBound.equals(Object.class)) {
            return "?";
        }
        return "? extends " + upperBound.getTypeName();
    }
}
