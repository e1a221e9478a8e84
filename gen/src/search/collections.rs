//! Collections and maps a test makes for a parameter of a collection type
//! (`List<String>`, `Map<String, Integer>`, `Iterable<? extends Path>`):
//! the class it constructs for each wanted type.

/// Wanted type → the class a test constructs (with a no-argument
/// constructor, then `add` or `put`).
const COLLECTIONS: &[(&str, &str)] = &[
    ("java/lang/Iterable", "java/util/ArrayList"),
    ("java/util/Collection", "java/util/ArrayList"),
    ("java/util/List", "java/util/ArrayList"),
    ("java/util/ArrayList", "java/util/ArrayList"),
    ("java/util/LinkedList", "java/util/LinkedList"),
    ("java/util/Set", "java/util/HashSet"),
    ("java/util/HashSet", "java/util/HashSet"),
    ("java/util/LinkedHashSet", "java/util/LinkedHashSet"),
    ("java/util/SortedSet", "java/util/TreeSet"),
    ("java/util/NavigableSet", "java/util/TreeSet"),
    ("java/util/TreeSet", "java/util/TreeSet"),
    ("java/util/Queue", "java/util/ArrayDeque"),
    ("java/util/Deque", "java/util/ArrayDeque"),
    ("java/util/ArrayDeque", "java/util/ArrayDeque"),
    ("java/util/Map", "java/util/HashMap"),
    ("java/util/HashMap", "java/util/HashMap"),
    ("java/util/LinkedHashMap", "java/util/LinkedHashMap"),
    ("java/util/SortedMap", "java/util/TreeMap"),
    ("java/util/NavigableMap", "java/util/TreeMap"),
    ("java/util/TreeMap", "java/util/TreeMap"),
];

/// The class a test constructs for a value of type `wanted`, if a collection type.
pub fn concrete(wanted: &str) -> Option<&'static str> {
    COLLECTIONS
        .iter()
        .find(|(w, _)| *w == wanted)
        .map(|(_, c)| *c)
}

/// Is `class` (one of the classes of `COLLECTIONS`) a map?
pub fn is_map(class: &str) -> bool {
    class.ends_with("Map")
}
