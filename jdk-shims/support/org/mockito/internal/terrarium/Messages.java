package org.mockito.internal.terrarium;

/** The texts of Mockito's misuse reports. */
final class Messages {
    private Messages() {
    }

    static String abstractRealMethod() {
        return "\nCannot call abstract real method on java object!\n"
                + "Calling real methods is only possible when mocking non abstract method.\n"
                + "  //correct example:\n"
                + "  when(mockOfConcreteClass.nonAbstractMethod()).thenCallRealMethod();";
    }

    static String unfinishedStubbing(String at) {
        return "\nUnfinished stubbing detected here:\n-> at " + at + "\n\n"
                + "E.g. thenReturn() may be missing.\n"
                + "Examples of correct stubbing:\n"
                + "    when(mock.isOk()).thenReturn(true);\n"
                + "    when(mock.isOk()).thenThrow(exception);\n"
                + "    doThrow(exception).when(mock).someVoidMethod();\n"
                + "Hints:\n"
                + " 1. missing thenReturn()\n"
                + " 2. you are trying to stub a final method, which is not supported\n"
                + " 3: you are stubbing the behaviour of another mock inside before 'thenReturn' instruction if completed\n";
    }

    static String unfinishedVerification(String at) {
        return "\nMissing method call for verify(mock) here:\n-> at " + at + "\n\n"
                + "Example of correct verification:\n"
                + "    verify(mock).doSomething()\n\n"
                + "Also, this error might show up because you verify either of: final/private/equals()/hashCode() methods.\n"
                + "Those methods *cannot* be stubbed/verified.\n"
                + "Mocking methods declared on non-public parent classes is not supported.\n";
    }

    static String misplacedMatchers(java.util.List<String> at) {
        StringBuilder sb = new StringBuilder("\nMisplaced or misused argument matcher detected here:\n\n");
        for (String a : at) {
            sb.append("-> at ").append(a).append('\n');
        }
        return sb.append("\nYou cannot use argument matchers outside of verification or stubbing.\n"
                + "Examples of correct usage of argument matchers:\n"
                + "    when(mock.get(anyInt())).thenReturn(null);\n"
                + "    doThrow(new RuntimeException()).when(mock).someVoidMethod(anyObject());\n"
                + "    verify(mock).someMethod(contains(\"foo\"))\n\n"
                + "This message may appear after an NullPointerException if the last matcher is returning an object \n"
                + "like any() but the stubbed method signature expect a primitive argument, in this case,\n"
                + "use primitive alternatives.\n"
                + "    when(mock.get(any())); // bad use, will raise NPE\n"
                + "    when(mock.get(anyInt())); // correct usage use\n\n"
                + "Also, this error might show up because you use argument matchers with methods that cannot be mocked.\n"
                + "Following methods *cannot* be stubbed/verified: final/private/equals()/hashCode().\n"
                + "Mocking methods declared on non-public parent classes is not supported.\n").toString();
    }

    static String matcherCount(int expected, java.util.List<String> at) {
        StringBuilder sb = new StringBuilder("\nInvalid use of argument matchers!\n" + expected + " matchers expected, "
                + at.size() + " recorded:\n");
        for (String a : at) {
            sb.append("-> at ").append(a).append('\n');
        }
        return sb.append("\nThis exception may occur if matchers are combined with raw values:\n"
                + "    //incorrect:\n"
                + "    someMethod(anyObject(), \"raw String\");\n"
                + "When using matchers, all arguments have to be provided by matchers.\n"
                + "For example:\n"
                + "    //correct:\n"
                + "    someMethod(anyObject(), eq(\"String by matcher\"));\n\n"
                + "For more info see javadoc for Matchers class.\n").toString();
    }

    static String missingMethodInvocation() {
        return "\nwhen() requires an argument which has to be 'a method call on a mock'.\n"
                + "For example:\n"
                + "    when(mock.getArticles()).thenReturn(articles);\n\n"
                + "Also, this error might show up because:\n"
                + "1. you stub either of: final/private/equals()/hashCode() methods.\n"
                + "   Those methods *cannot* be stubbed/verified.\n"
                + "   Mocking methods declared on non-public parent classes is not supported.\n"
                + "2. inside when() you don't call method on mock but on some other object.\n";
    }

    static String notAMockForVerify(Object o) {
        return "\nArgument passed to verify() is of type " + o.getClass().getSimpleName() + " and is not a mock!\n"
                + "Make sure you place the parenthesis correctly!\n"
                + "See the examples of correct verifications:\n"
                + "    verify(mock).someMethod();\n"
                + "    verify(mock, times(10)).someMethod();\n"
                + "    verify(mock, atLeastOnce()).someMethod();";
    }

    static String nullForVerify() {
        return "\nArgument passed to verify() should be a mock but is null!\n"
                + "Examples of correct verifications:\n"
                + "    verify(mock).someMethod();\n"
                + "    verify(mock, times(10)).someMethod();\n"
                + "    verify(mock, atLeastOnce()).someMethod();\n"
                + "    not: verify(mock.someMethod());\n"
                + "Also, if you use @Mock annotation don't miss initMocks()";
    }

    static String notAMock(String what) {
        return "\nArgument(s) passed is not a mock!\n"
                + "Examples of correct verifications:\n"
                + "    " + what + "(mock);";
    }

    static String notAMockForWhen() {
        return "\nArgument passed to when() is not a mock!\n"
                + "Example of correct stubbing:\n"
                + "    doThrow(new RuntimeException()).when(mock).someMethod();";
    }

    static String voidWithValue(String method) {
        return "\n'" + method + "' is a *void method* and it *cannot* be stubbed with a *return value*!\n"
                + "Voids are usually stubbed with Throwables:\n"
                + "    doThrow(exception).when(mock).someVoidMethod();\n"
                + "If you need to set the void method to do nothing you can use:\n"
                + "    doNothing().when(mock).someVoidMethod();\n"
                + "For more information, check out the javadocs for Mockito.doNothing().\n"
                + "***\n"
                + "If you're unsure why you're getting above error read on.\n"
                + "Due to the nature of the syntax above problem might occur because:\n"
                + "1. The method you are trying to stub is *overloaded*. Make sure you are calling the right overloaded version.\n"
                + "2. Somewhere in your test you are stubbing *final methods*. Sorry, Mockito does not verify/stub final methods.\n"
                + "3. A spy is stubbed using when(spy.foo()).then() syntax. It is safer to stub spies - \n"
                + "   - with doReturn|Throw() family of methods. More in javadocs for Mockito.spy() method.\n"
                + "4. Mocking methods declared on non-public parent classes is not supported.\n";
    }

    static String wrongReturnType(String actual, String method, String expected) {
        return "\n" + actual + " cannot be returned by " + method + "\n"
                + method + " should return " + expected + "\n"
                + "***\n"
                + "If you're unsure why you're getting above error read on.\n"
                + "Due to the nature of the syntax above problem might occur because:\n"
                + "1. This exception *might* occur in wrongly written multi-threaded tests.\n"
                + "   Please refer to Mockito FAQ on limitations of concurrency testing.\n"
                + "2. A spy is stubbed using when(spy.foo()).then() syntax. It is safer to stub spies - \n"
                + "   - with doReturn|Throw() family of methods. More in javadocs for Mockito.spy() method.\n";
    }

    static String onlyVoidDoNothing() {
        return "\nOnly void methods can doNothing()!\n"
                + "Example of correct use of doNothing():\n"
                + "    doNothing().\n"
                + "    doThrow(new RuntimeException())\n"
                + "    .when(mock).someVoidMethod();\n"
                + "Above means:\n"
                + "someVoidMethod() does nothing the 1st time but throws an exception the 2nd time is called";
    }

    static String cannotMock(Class<?> type, String why) {
        return "\nCannot mock/spy class " + type.getName() + "\nMockito cannot mock/spy because :\n - " + why;
    }

    static String noValueCaptured() {
        return "\nNo argument value was captured!\n"
                + "You might have forgotten to use argument.capture() in verify()...\n"
                + "...or you used capture() in stubbing but stubbed method was not called.\n"
                + "Be aware that it is recommended to use capture() only with verify()\n\n"
                + "Examples of correct argument capturing:\n"
                + "    ArgumentCaptor<Person> argument = ArgumentCaptor.forClass(Person.class);\n"
                + "    verify(mock).doSomething(argument.capture());\n"
                + "    assertEquals(\"John\", argument.getValue().getName());\n";
    }
}
