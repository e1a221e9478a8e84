package java.util.concurrent.atomic;

/**
 * The adders' and accumulators' common superclass, kept for their class
 * hierarchy. One green thread runs at a time, so there is no contention to
 * spread over cells: each subclass keeps a single value.
 */
abstract class Striped64 extends Number {
    Striped64() {
    }
}
