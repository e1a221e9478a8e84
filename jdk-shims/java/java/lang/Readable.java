package java.lang;

import java.io.IOException;

public interface Readable {
    int read(java.nio.CharBuffer cb) throws IOException;
}
