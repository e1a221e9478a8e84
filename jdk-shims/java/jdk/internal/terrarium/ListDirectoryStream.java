package jdk.internal.terrarium;

import java.nio.file.DirectoryStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A directory stream over entries listed when it was opened, with the JDK's
 * rules (one iterator; none after close; a closed stream's iterator ends):
 * the world's (Files) and the jrt image's (JrtFileSystem).
 */
public class ListDirectoryStream implements DirectoryStream<Path> {
    private final ArrayList<Path> entries;
    private boolean closed;
    private boolean iterated;

    public ListDirectoryStream(ArrayList<Path> entries) {
        this.entries = entries;
    }

    protected final boolean isClosed() {
        return closed;
    }

    @Override
    public Iterator<Path> iterator() {
        if (closed) {
            throw new IllegalStateException("Directory stream is closed");
        }
        if (iterated) {
            throw new IllegalStateException("Iterator already obtained");
        }
        iterated = true;
        return new Iterator<Path>() {
            private int i;

            @Override
            public boolean hasNext() {
                return !closed && i < entries.size();
            }

            @Override
            public Path next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return entries.get(i++);
            }
        };
    }

    @Override
    public void close() {
        closed = true;
    }
}
