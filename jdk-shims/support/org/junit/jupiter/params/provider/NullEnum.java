package org.junit.jupiter.params.provider;

/** The default of {@link EnumSource#value()}: the parameter's own type. */
enum NullEnum {
}
