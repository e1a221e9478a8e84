import java.util.*;
import java.time.*;
import java.util.function.*;

/**
 * Throw sites of the class library that programs commonly leave uncaught, one case each: run by
 * jdk-shims/tools/library-frames.py on HotSpot and on Terrarium, whose printed stack traces are
 * compared case by case (the library's frames: classes, methods, line numbers).
 * Usage: java LibraryFramesProbe [CASE ...] (default: every case).
 */
public class LibraryFramesProbe {
    static final String[] CASES = {
        "parseIntWord", "parseIntEmpty", "parseIntNull", "parseIntSign", "parseIntOverflow", "parseIntRadix", "parseIntTrailing",
        "valueOfInt", "valueOfIntRadix", "parseLong", "parseLongEmpty", "valueOfLong", "parseDouble", "parseDoubleEmpty", "valueOfDouble", "parseDoubleNull",
        "parseFloat", "parseShort", "parseByte", "decodeInt",
        "newBigDecimal", "newBigInteger",
        "alGet", "alGetNeg", "alSet", "alRemove", "alAddIdx", "alSubList", "emptyListGet", "listOfGet", "listOf2Get", "arraysAsListGet",
        "linkedListGet", "linkedListRemoveFirst", "linkedListPop", "linkedListGetFirst", "arrayDequePop", "arrayDequeRemoveFirst", "arrayDequeElement", "arrayDequeGetFirst",
        "arrayIndex", "arrayNegSize", "arrayStore",
        "alItCme", "alForEachCme", "hmItCme", "hmForEachCme", "hmKeySetCme", "alIteratorNext", "hmIteratorNext", "listOfIteratorNext", "alRemoveIfCme",
        "optionalGet", "optionalOrElseThrow", "optionalOfNull",
        "listOfAdd", "listOfRemove", "listOfSet", "listOfNull", "unmodListAdd", "unmodMapPut", "setOfAdd", "mapOfPut", "collectorsToListImmutable", "streamToListAdd", "arraysAsListAdd",
        "scannerNextInt", "scannerNextEmpty", "scannerNextLine", "scannerNextIntEmpty", "scannerNextDouble",
        "requireNonNull", "requireNonNullMsg", "requireNonNullSupplier", "objectsCheckIndex",
        "charAt", "charAtNeg", "substring", "substring2", "substringBegin", "subSequence", "codePointAt", "strRepeat",
        "mapOfDup", "mapOfEntriesDup", "setOfDup", "mapOfNullKey",
        "localDateParse", "localDateOf", "localDateParseBad", "localTimeParse", "localDateTimeParse", "durationParse", "localDateOfMonth",
        "enumValueOf", "sbCharAt", "sbInsert", "sbDeleteCharAt", "sbSetCharAt", "sbDelete", "sbSubstring", "sbReplace",
        "arraysCopyOfRange", "arraysCopyOfRangeNeg", "arraysFill", "collectionsMax", "iteratorRemove", "treeMapFirstKey", "treeSetFirst", "hashMapMerge",
        "intDivZero", "mathToIntExact", "mathAddExact", "stringFormat", "classCast", "treeMapNullKey", "priorityQueueRemove", "stackPop", "stackPeek", "vectorGet", "collectionsSwap", "listSort", "streamReduce", "streamIterator", "iteratorForEachRemaining",
        "parseIntPlus", "parseIntStar", "parseIntMinOver", "parseIntNegOver", "parseIntRadixLow", "parseIntRadix16", "parseLongStar", "parseLongMinus", "parseLongOver", "parseLongBig", "parseLongNull", "parseLongRadix", "valueOfLongRadix", "decodeEmpty", "decodeLong", "parseIntCharSeq", "parseUnsigned", "shortValueOf", "byteRange", "doubleValueOfBad", "parseDoubleSpace", "floatValueOf", "charAtUtf16", "substringUtf16", "charAtLatinNonAscii", "listOf3Null", "listOf1Null", "setOf3Dup", "setOf1Null", "mapOf3Dup", "mapOf1Put", "mapOfNPut", "setOfNAdd", "listOfNAdd", "listOfClear", "listOfAddAll", "listCopyOfNull", "unmodSetAdd", "unmodListSet", "emptyMapPut", "singletonListAdd", "linkedListItCme", "treeMapItCme", "hashSetItCme", "hmValuesCme", "linkedHashMapCme", "alListItCme", "scannerNextLong", "scannerNextBoolean", "scannerNextIntRadix", "scannerNextIntOverflow", "scannerNextPattern", "scannerClosed", "scannerNextDoubleEmpty", "objectsCheckFromTo", "objectsCheckFromSize", "requireNonNullElse", "alAddAllIdx", "alRemoveRange", "alListIterator", "arraysAsListSet", "linkedListSet", "linkedListAddIdx", "linkedListRemoveIdx", "linkedListRemove", "linkedListElement", "linkedListGetLast", "arrayDequeRemoveLast", "arrayDequeRemove", "arrayDequeGetLast", "arrayDequeAddNull", "arrayDequePushNull", "optionalOrElseThrowSup", "optionalIntGetAsInt", "optionalDoubleOrElseThrow", "intStreamMax", "stringValueOfCharArray", "stringCompareNull", "stringConcatNull", "stringSplitBadRegex", "stringGetChars", "stringNewBytesRange", "sbAppendRange", "sbSetLength", "sbInsertChar", "sbInsertInt", "sbCharAtEmpty", "sbufCharAt", "characterToChars", "enumValueOfUser", "enumValueOfNull", "dayOfWeekOf", "monthOf", "localDateOfDay", "localTimeOf", "localDateParseFmt", "localDateParseFeb30", "localDateParseTrailing", "ofPatternBad", "instantParse", "zoneIdOf", "randomBound", "threadSleepNeg", "collectionsNCopies", "newArrayListNeg", "newHashMapNeg", "iteratorNextLinkedList", "iteratorNextHashSet", "iteratorNextTreeMap", "iteratorNextArrayDeque", "iteratorNextListOfN", "arraysAsListIteratorNext", "collectionsEmptyIteratorNext", "stringJoinNull", "mathFloorDiv", "mathMultiplyExact", "integerDivideUnsigned", "bigIntegerDivide", "bigDecimalDivide", "uuidFromString", "charsetForName", "patternCompileBad", "matcherGroupNoMatch", "stringFormatMissing", "stringFormatUnknown", "fileReaderMissing", "filesReadMissing", "streamOfNullNext", "streamCollectToMapDup", "streamReuse", "iteratorCmeStreamForEach", "byteValueOf", "byteValueOfRadix", "parseLongRadixLow", "longValueOfRange", "integerNewString", "parseLongCharSeq", "setOf2NullFirst", "setOf2NullSecond", "listOf2NullFirst", "scannerNextShort", "scannerNextFloat", "scannerNextLongOverflow", "scannerNextByteRange", "localDateParseDay32", "localDateParseYear", "localDateParsePatternFeb30", "localDateParsePatternMonth13", "localTimeParseMinute", "localDateTimeParseHour", "durationParseP", "durationParseT", "durationParseX", "durationParseY", "periodParse", "stringFormatFloat", "stringFormatInt", "listSortComparable", "listCopyOf3Null"
    };

    public static void main(String[] args) {
        List<String> which = args.length > 0 ? Arrays.asList(args) : Arrays.asList(CASES);
        for (String c : which) {
            System.out.println("== " + c);
            try {
                run(c);
                System.out.println("(no exception)");
            } catch (Throwable t) {
                t.printStackTrace(System.out);
            }
        }
    }

    static void run(String c) throws Exception {
        switch (c) {
            case "parseIntWord": Integer.parseInt("many"); break;
            case "parseIntEmpty": Integer.parseInt(""); break;
            case "parseIntNull": Integer.parseInt(null); break;
            case "parseIntSign": Integer.parseInt("-"); break;
            case "parseIntOverflow": Integer.parseInt("99999999999"); break;
            case "parseIntRadix": Integer.parseInt("12", 99); break;
            case "parseIntTrailing": Integer.parseInt("12 "); break;
            case "valueOfInt": Integer.valueOf("x1"); break;
            case "valueOfIntRadix": Integer.valueOf("zz", 10); break;
            case "parseLong": Long.parseLong("abc"); break;
            case "parseLongEmpty": Long.parseLong(""); break;
            case "valueOfLong": Long.valueOf("1.5"); break;
            case "parseDouble": Double.parseDouble("abc"); break;
            case "parseDoubleEmpty": Double.parseDouble(""); break;
            case "valueOfDouble": Double.valueOf("1.2.3"); break;
            case "parseDoubleNull": Double.parseDouble(null); break;
            case "parseFloat": Float.parseFloat("x"); break;
            case "parseShort": Short.parseShort("70000"); break;
            case "parseByte": Byte.parseByte("q"); break;
            case "decodeInt": Integer.decode("0xZZ"); break;
            case "newBigDecimal": new java.math.BigDecimal("1..2"); break;
            case "newBigInteger": new java.math.BigInteger("12a"); break;
            case "alGet": new ArrayList<>(List.of(1, 2)).get(5); break;
            case "alGetNeg": new ArrayList<>(List.of(1, 2)).get(-1); break;
            case "alSet": new ArrayList<>(List.of(1, 2)).set(2, 3); break;
            case "alRemove": new ArrayList<>(List.of(1, 2)).remove(3); break;
            case "alAddIdx": new ArrayList<>(List.of(1, 2)).add(4, 3); break;
            case "alSubList": new ArrayList<>(List.of(1, 2)).subList(1, 5); break;
            case "emptyListGet": Collections.emptyList().get(0); break;
            case "listOfGet": List.of(1, 2, 3).get(3); break;
            case "listOf2Get": List.of(1).get(3); break;
            case "arraysAsListGet": Arrays.asList(1, 2).get(2); break;
            case "linkedListGet": new LinkedList<>(List.of(1)).get(2); break;
            case "linkedListRemoveFirst": new LinkedList<>().removeFirst(); break;
            case "linkedListPop": new LinkedList<>().pop(); break;
            case "linkedListGetFirst": new LinkedList<>().getFirst(); break;
            case "arrayDequePop": new ArrayDeque<>().pop(); break;
            case "arrayDequeRemoveFirst": new ArrayDeque<>().removeFirst(); break;
            case "arrayDequeElement": new ArrayDeque<>().element(); break;
            case "arrayDequeGetFirst": new ArrayDeque<>().getFirst(); break;
            case "arrayIndex": { int[] a = new int[3]; a[3] = 1; break; }
            case "arrayNegSize": { int[] a = new int[-1]; break; }
            case "arrayStore": { Object[] a = new String[1]; a[0] = 1; break; }
            case "alItCme": { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); for (Integer x : l) l.remove(x); break; }
            case "alForEachCme": { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); l.forEach(x -> l.add(x)); break; }
            case "hmItCme": { Map<Integer, Integer> m = new HashMap<>(Map.of(1, 1, 2, 2)); for (Integer k : m.keySet()) m.remove(k); break; }
            case "hmForEachCme": { Map<Integer, Integer> m = new HashMap<>(Map.of(1, 1, 2, 2)); m.forEach((k, v) -> m.put(k + 10, v)); break; }
            case "hmKeySetCme": { Map<Integer, Integer> m = new HashMap<>(Map.of(1, 1, 2, 2)); for (Map.Entry<Integer, Integer> e : m.entrySet()) m.put(e.getKey() + 10, 0); break; }
            case "alIteratorNext": { Iterator<Integer> it = new ArrayList<Integer>().iterator(); it.next(); break; }
            case "hmIteratorNext": { Iterator<Integer> it = new HashMap<Integer, Integer>().keySet().iterator(); it.next(); break; }
            case "listOfIteratorNext": { Iterator<Integer> it = List.<Integer>of().iterator(); it.next(); break; }
            case "alRemoveIfCme": { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); l.removeIf(x -> l.add(x)); break; }
            case "optionalGet": Optional.empty().get(); break;
            case "optionalOrElseThrow": Optional.empty().orElseThrow(); break;
            case "optionalOfNull": Optional.of(null); break;
            case "listOfAdd": List.of(1).add(2); break;
            case "listOfRemove": List.of(1).remove(0); break;
            case "listOfSet": List.of(1, 2, 3).set(0, 2); break;
            case "listOfNull": List.of(1, null); break;
            case "unmodListAdd": Collections.unmodifiableList(new ArrayList<Integer>()).add(2); break;
            case "unmodMapPut": Collections.unmodifiableMap(new HashMap<Integer, Integer>()).put(2, 2); break;
            case "setOfAdd": Set.of(1).add(2); break;
            case "mapOfPut": Map.of(1, 1).put(2, 2); break;
            case "collectorsToListImmutable": java.util.stream.Stream.of(1).collect(java.util.stream.Collectors.toUnmodifiableList()).add(3); break;
            case "streamToListAdd": java.util.stream.Stream.of(1).toList().add(3); break;
            case "arraysAsListAdd": Arrays.asList(1, 2).add(3); break;
            case "scannerNextInt": new Scanner("abc").nextInt(); break;
            case "scannerNextEmpty": new Scanner("").next(); break;
            case "scannerNextLine": new Scanner("").nextLine(); break;
            case "scannerNextIntEmpty": new Scanner("").nextInt(); break;
            case "scannerNextDouble": new Scanner("x").nextDouble(); break;
            case "requireNonNull": Objects.requireNonNull(null); break;
            case "requireNonNullMsg": Objects.requireNonNull(null, "thing"); break;
            case "requireNonNullSupplier": Objects.requireNonNull(null, () -> "sup"); break;
            case "objectsCheckIndex": Objects.checkIndex(5, 3); break;
            case "charAt": "abc".charAt(3); break;
            case "charAtNeg": "abc".charAt(-1); break;
            case "substring": "abc".substring(5); break;
            case "substring2": "abc".substring(1, 7); break;
            case "substringBegin": "abc".substring(2, 1); break;
            case "subSequence": "abc".subSequence(2, 5); break;
            case "codePointAt": "abc".codePointAt(4); break;
            case "strRepeat": "abc".repeat(-1); break;
            case "mapOfDup": Map.of("a", 1, "a", 2); break;
            case "mapOfEntriesDup": Map.ofEntries(Map.entry("a", 1), Map.entry("a", 2)); break;
            case "setOfDup": Set.of(1, 1); break;
            case "mapOfNullKey": Map.of(null, 1); break;
            case "localDateParse": LocalDate.parse("2020-13-01"); break;
            case "localDateOf": LocalDate.of(2021, 2, 30); break;
            case "localDateParseBad": LocalDate.parse("yesterday"); break;
            case "localTimeParse": LocalTime.parse("25:00"); break;
            case "localDateTimeParse": LocalDateTime.parse("2020-01-01"); break;
            case "durationParse": Duration.parse("5m"); break;
            case "localDateOfMonth": LocalDate.of(2021, 13, 1); break;
            case "enumValueOf": DayOfWeek.valueOf("FUNDAY"); break;
            case "sbCharAt": new StringBuilder("ab").charAt(5); break;
            case "sbInsert": new StringBuilder("ab").insert(5, "x"); break;
            case "sbDeleteCharAt": new StringBuilder("ab").deleteCharAt(5); break;
            case "sbSetCharAt": new StringBuilder("ab").setCharAt(5, 'x'); break;
            case "sbDelete": new StringBuilder("ab").delete(3, 4); break;
            case "sbSubstring": new StringBuilder("ab").substring(3); break;
            case "sbReplace": new StringBuilder("ab").replace(3, 4, "x"); break;
            case "arraysCopyOfRange": Arrays.copyOfRange(new int[3], 2, 1); break;
            case "arraysCopyOfRangeNeg": Arrays.copyOfRange(new int[3], 5, 6); break;
            case "arraysFill": Arrays.fill(new int[3], 2, 5, 0); break;
            case "collectionsMax": Collections.max(new ArrayList<Integer>()); break;
            case "iteratorRemove": new ArrayList<>(List.of(1)).iterator().remove(); break;
            case "treeMapFirstKey": new TreeMap<Integer, Integer>().firstKey(); break;
            case "treeSetFirst": new TreeSet<Integer>().first(); break;
            case "hashMapMerge": new HashMap<Integer, Integer>().merge(1, null, (a, b) -> a); break;
            case "intDivZero": { int z = 0; System.out.println(1 / z); break; }
            case "mathToIntExact": Math.toIntExact(1L << 40); break;
            case "mathAddExact": Math.addExact(Integer.MAX_VALUE, 1); break;
            case "stringFormat": String.format("%d", "x"); break;
            case "classCast": { Object o = "s"; Integer i = (Integer) o; break; }
            case "treeMapNullKey": new TreeMap<String, Integer>().put(null, 1); break;
            case "priorityQueueRemove": new PriorityQueue<Integer>().remove(); break;
            case "stackPop": new Stack<Integer>().pop(); break;
            case "stackPeek": new Stack<Integer>().peek(); break;
            case "vectorGet": new Vector<Integer>().get(1); break;
            case "collectionsSwap": Collections.swap(new ArrayList<>(List.of(1)), 0, 3); break;
            case "listSort": { List<Object> l = new ArrayList<>(List.of(1, "a")); Collections.sort((List) l); break; }
            case "streamReduce": java.util.stream.Stream.<Integer>of().reduce((a, b) -> a).get(); break;
            case "streamIterator": java.util.stream.Stream.<Integer>of().iterator().next(); break;
            case "iteratorForEachRemaining": { List<Integer> l = new ArrayList<>(List.of(1, 2)); l.iterator().forEachRemaining(x -> l.add(x)); break; }
            case "parseIntPlus": Integer.parseInt("+"); break;
            case "parseIntStar": Integer.parseInt("*1"); break;
            case "parseIntMinOver": Integer.parseInt("2147483648"); break;
            case "parseIntNegOver": Integer.parseInt("-2147483649"); break;
            case "parseIntRadixLow": Integer.parseInt("1", 1); break;
            case "parseIntRadix16": Integer.parseInt("zz", 16); break;
            case "parseLongStar": Long.parseLong("*1"); break;
            case "parseLongMinus": Long.parseLong("-"); break;
            case "parseLongOver": Long.parseLong("9223372036854775808"); break;
            case "parseLongBig": Long.parseLong("99999999999999999999"); break;
            case "parseLongNull": Long.parseLong(null); break;
            case "parseLongRadix": Long.parseLong("1", 99); break;
            case "valueOfLongRadix": Long.valueOf("zz", 10); break;
            case "decodeEmpty": Integer.decode(""); break;
            case "decodeLong": Long.decode("0xZZ"); break;
            case "parseIntCharSeq": Integer.parseInt("a12", 0, 3, 10); break;
            case "parseUnsigned": Integer.parseUnsignedInt("-1"); break;
            case "shortValueOf": Short.valueOf("x"); break;
            case "byteRange": Byte.parseByte("300"); break;
            case "doubleValueOfBad": Double.valueOf("abc"); break;
            case "parseDoubleSpace": Double.parseDouble("1 2"); break;
            case "floatValueOf": Float.valueOf(""); break;
            case "charAtUtf16": "hé世".charAt(5); break;
            case "substringUtf16": "世x".substring(3); break;
            case "charAtLatinNonAscii": "café".charAt(7); break;
            case "listOf3Null": List.of(1, 2, null); break;
            case "listOf1Null": List.of((Object) null); break;
            case "setOf3Dup": Set.of(1, 2, 1); break;
            case "setOf1Null": Set.of((Object) null); break;
            case "mapOf3Dup": Map.of("a", 1, "b", 2, "a", 3); break;
            case "mapOf1Put": Map.of("a", 1).remove("a"); break;
            case "mapOfNPut": Map.of("a", 1, "b", 2).put("c", 3); break;
            case "setOfNAdd": Set.of(1, 2, 3).add(4); break;
            case "listOfNAdd": List.of(1, 2, 3).add(4); break;
            case "listOfClear": List.of(1, 2, 3).clear(); break;
            case "listOfAddAll": List.of(1, 2, 3).addAll(List.of(1)); break;
            case "listCopyOfNull": List.copyOf(Arrays.asList(1, null)); break;
            case "unmodSetAdd": Collections.unmodifiableSet(new HashSet<Integer>()).add(1); break;
            case "unmodListSet": Collections.unmodifiableList(new ArrayList<>(List.of(1))).set(0, 1); break;
            case "emptyMapPut": Collections.emptyMap().put(1, 1); break;
            case "singletonListAdd": Collections.singletonList(1).add(2); break;
            case "linkedListItCme": { List<Integer> l = new LinkedList<>(List.of(1, 2, 3)); for (Integer x : l) l.remove(x); } break;
            case "treeMapItCme": { Map<Integer,Integer> m = new TreeMap<>(Map.of(1, 1, 2, 2)); for (Integer k : m.keySet()) m.remove(k); } break;
            case "hashSetItCme": { Set<Integer> m = new HashSet<>(Set.of(1, 2)); for (Integer k : m) m.remove(k); } break;
            case "hmValuesCme": { Map<Integer,Integer> m = new HashMap<>(Map.of(1, 1, 2, 2)); for (Integer v : m.values()) m.put(v + 10, 0); } break;
            case "linkedHashMapCme": { Map<Integer,Integer> m = new LinkedHashMap<>(Map.of(1, 1, 2, 2)); for (Integer k : m.keySet()) m.remove(k); } break;
            case "alListItCme": { List<Integer> l = new ArrayList<>(List.of(1, 2, 3)); ListIterator<Integer> it = l.listIterator(); it.next(); l.add(1); it.next(); } break;
            case "scannerNextLong": new Scanner("abc").nextLong(); break;
            case "scannerNextBoolean": new Scanner("abc").nextBoolean(); break;
            case "scannerNextIntRadix": new Scanner("zz").nextInt(10); break;
            case "scannerNextIntOverflow": new Scanner("99999999999").nextInt(); break;
            case "scannerNextPattern": new Scanner("abc").next("\\d+"); break;
            case "scannerClosed": { Scanner sc = new Scanner("1"); sc.close(); sc.nextInt(); } break;
            case "scannerNextDoubleEmpty": new Scanner("").nextDouble(); break;
            case "objectsCheckFromTo": Objects.checkFromToIndex(2, 1, 3); break;
            case "objectsCheckFromSize": Objects.checkFromIndexSize(2, 5, 3); break;
            case "requireNonNullElse": Objects.requireNonNullElse(null, null); break;
            case "alAddAllIdx": new ArrayList<>(List.of(1)).addAll(5, List.of(2)); break;
            case "alRemoveRange": new ArrayList<>(List.of(1)).subList(0, 1).get(3); break;
            case "alListIterator": new ArrayList<>(List.of(1)).listIterator(5); break;
            case "arraysAsListSet": Arrays.asList(1, 2).set(5, 1); break;
            case "linkedListSet": new LinkedList<>(List.of(1)).set(4, 1); break;
            case "linkedListAddIdx": new LinkedList<>(List.of(1)).add(4, 1); break;
            case "linkedListRemoveIdx": new LinkedList<>(List.of(1)).remove(4); break;
            case "linkedListRemove": new LinkedList<>().remove(); break;
            case "linkedListElement": new LinkedList<>().element(); break;
            case "linkedListGetLast": new LinkedList<>().getLast(); break;
            case "arrayDequeRemoveLast": new ArrayDeque<>().removeLast(); break;
            case "arrayDequeRemove": new ArrayDeque<>().remove(); break;
            case "arrayDequeGetLast": new ArrayDeque<>().getLast(); break;
            case "arrayDequeAddNull": new ArrayDeque<>().add(null); break;
            case "arrayDequePushNull": new ArrayDeque<>().push(null); break;
            case "optionalOrElseThrowSup": Optional.empty().orElseThrow(() -> new IllegalStateException("none")); break;
            case "optionalIntGetAsInt": OptionalInt.empty().getAsInt(); break;
            case "optionalDoubleOrElseThrow": OptionalDouble.empty().orElseThrow(); break;
            case "intStreamMax": java.util.stream.IntStream.empty().max().getAsInt(); break;
            case "stringValueOfCharArray": String.valueOf((char[]) null); break;
            case "stringCompareNull": "a".compareTo(null); break;
            case "stringConcatNull": "a".concat(null); break;
            case "stringSplitBadRegex": "a".split("["); break;
            case "stringGetChars": "abc".getChars(0, 5, new char[5], 0); break;
            case "stringNewBytesRange": new String(new char[2], 1, 5); break;
            case "sbAppendRange": new StringBuilder().append("abc", 2, 9); break;
            case "sbSetLength": new StringBuilder().setLength(-1); break;
            case "sbInsertChar": new StringBuilder("ab").insert(5, 'x'); break;
            case "sbInsertInt": new StringBuilder("ab").insert(5, 1); break;
            case "sbCharAtEmpty": new StringBuilder().charAt(0); break;
            case "sbufCharAt": new StringBuffer("ab").charAt(5); break;
            case "characterToChars": Character.toChars(-1); break;
            case "enumValueOfUser": Thread.State.valueOf("RUN"); break;
            case "enumValueOfNull": DayOfWeek.valueOf(null); break;
            case "dayOfWeekOf": DayOfWeek.of(8); break;
            case "monthOf": Month.of(13); break;
            case "localDateOfDay": LocalDate.of(2021, 1, 32); break;
            case "localTimeOf": LocalTime.of(25, 0); break;
            case "localDateParseFmt": LocalDate.parse("01/02/2020", java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd")); break;
            case "localDateParseFeb30": LocalDate.parse("2021-02-30"); break;
            case "localDateParseTrailing": LocalDate.parse("2020-01-01x"); break;
            case "ofPatternBad": java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd{"); break;
            case "instantParse": Instant.parse("now"); break;
            case "zoneIdOf": ZoneId.of("Mars/Base"); break;
            case "randomBound": new Random().nextInt(0); break;
            case "threadSleepNeg": Thread.sleep(-1); break;
            case "collectionsNCopies": Collections.nCopies(-1, "x"); break;
            case "newArrayListNeg": new ArrayList<>(-1); break;
            case "newHashMapNeg": new HashMap<>(-1); break;
            case "iteratorNextLinkedList": new LinkedList<>().iterator().next(); break;
            case "iteratorNextHashSet": new HashSet<>().iterator().next(); break;
            case "iteratorNextTreeMap": new TreeMap<>().keySet().iterator().next(); break;
            case "iteratorNextArrayDeque": new ArrayDeque<>().iterator().next(); break;
            case "iteratorNextListOfN": List.of(1, 2, 3).subList(0, 0).iterator().next(); break;
            case "arraysAsListIteratorNext": Arrays.asList().iterator().next(); break;
            case "collectionsEmptyIteratorNext": Collections.emptyIterator().next(); break;
            case "stringJoinNull": String.join(",", (List<String>) null); break;
            case "mathFloorDiv": Math.floorDiv(1, 0); break;
            case "mathMultiplyExact": Math.multiplyExact(1L << 40, 1L << 40); break;
            case "integerDivideUnsigned": Integer.divideUnsigned(1, 0); break;
            case "bigIntegerDivide": java.math.BigInteger.ONE.divide(java.math.BigInteger.ZERO); break;
            case "bigDecimalDivide": java.math.BigDecimal.ONE.divide(java.math.BigDecimal.valueOf(3)); break;
            case "uuidFromString": UUID.fromString("x"); break;
            case "charsetForName": java.nio.charset.Charset.forName("nope"); break;
            case "patternCompileBad": java.util.regex.Pattern.compile("("); break;
            case "matcherGroupNoMatch": java.util.regex.Pattern.compile("a").matcher("b").group(); break;
            case "stringFormatMissing": String.format("%s %s", "a"); break;
            case "stringFormatUnknown": String.format("%q", "a"); break;
            case "fileReaderMissing": new java.io.FileReader("/nonexistent/x"); break;
            case "filesReadMissing": java.nio.file.Files.readAllLines(java.nio.file.Path.of("/nonexistent/x")); break;
            case "streamOfNullNext": java.util.stream.Stream.of(1, 2).map(x -> (Integer) null).mapToInt(x -> x).sum(); break;
            case "streamCollectToMapDup": java.util.stream.Stream.of(1, 1).collect(java.util.stream.Collectors.toMap(x -> x, x -> x)); break;
            case "streamReuse": { java.util.stream.Stream<Integer> s = java.util.stream.Stream.of(1); s.count(); s.count(); } break;
            case "iteratorCmeStreamForEach": { List<Integer> l = new ArrayList<>(List.of(1, 2)); l.stream().forEach(x -> l.add(x)); } break;
            case "byteValueOf": Byte.valueOf("x"); break;
            case "byteValueOfRadix": Byte.valueOf("x", 10); break;
            case "parseLongRadixLow": Long.parseLong("1", 1); break;
            case "longValueOfRange": Long.valueOf("99999999999999999999"); break;
            case "integerNewString": new Integer("x"); break;
            case "parseLongCharSeq": Long.parseLong("a12", 0, 3, 10); break;
            case "setOf2NullFirst": Set.of(null, 1); break;
            case "setOf2NullSecond": Set.of(1, null); break;
            case "listOf2NullFirst": List.of(null, 1); break;
            case "scannerNextShort": new Scanner("x").nextShort(); break;
            case "scannerNextFloat": new Scanner("x").nextFloat(); break;
            case "scannerNextLongOverflow": new Scanner("99999999999999999999").nextLong(); break;
            case "scannerNextByteRange": new Scanner("300").nextByte(); break;
            case "localDateParseDay32": LocalDate.parse("2020-01-32"); break;
            case "localDateParseYear": LocalDate.parse("+1000000000-01-01"); break;
            case "localDateParsePatternFeb30": LocalDate.parse("2021-02-30", java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd")); break;
            case "localDateParsePatternMonth13": LocalDate.parse("2021-13-03", java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd")); break;
            case "localTimeParseMinute": LocalTime.parse("10:61"); break;
            case "localDateTimeParseHour": LocalDateTime.parse("2020-01-01T25:00"); break;
            case "durationParseP": Duration.parse("P"); break;
            case "durationParseT": Duration.parse("PT"); break;
            case "durationParseX": Duration.parse("PTxS"); break;
            case "durationParseY": Duration.parse("P1Y"); break;
            case "periodParse": Period.parse("x"); break;
            case "stringFormatFloat": String.format("%f", 1); break;
            case "stringFormatInt": String.format("%d", 1.5); break;
            case "listSortComparable": { List<Object> l = new ArrayList<>(List.of(new Object(), new Object())); Collections.sort((List) l); } break;
            case "listCopyOf3Null": List.copyOf(Arrays.asList(1, 2, null)); break;
            default: throw new IllegalArgumentException("unknown case " + c);
        }
    }
}
