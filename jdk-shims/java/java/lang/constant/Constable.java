package java.lang.constant;

import java.util.Optional;

/** A type whose values can describe themselves as a nominal {@link ConstantDesc}. */
public interface Constable {
    Optional<? extends ConstantDesc> describeConstable();
}
