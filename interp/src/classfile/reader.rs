//! A bounds-checked big-endian cursor over class-file bytes that knows where
//! in the class it is, so that its errors can say so.

use std::fmt;

use super::error::{ClassFormatError, Result};

/// The part of the class file being read, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ctx {
    Header,
    ConstantPool(u16),
    Interfaces,
    Field(u16),
    Method(u16),
    ClassAttributes,
}

impl fmt::Display for Ctx {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ctx::Header => f.write_str("class header"),
            Ctx::ConstantPool(i) => write!(f, "constant pool entry {i}"),
            Ctx::Interfaces => f.write_str("interfaces"),
            Ctx::Field(i) => write!(f, "field {i}"),
            Ctx::Method(i) => write!(f, "method {i}"),
            Ctx::ClassAttributes => f.write_str("class attributes"),
        }
    }
}

pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// Offset of `bytes[0]` in the whole class file.
    base: usize,
    ctx: Ctx,
    /// Set for a reader confined to one attribute's body.
    attr: Option<&'static str>,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Self {
        Reader {
            bytes,
            pos: 0,
            base: 0,
            ctx: Ctx::Header,
            attr: None,
        }
    }

    pub(crate) fn set_ctx(&mut self, ctx: Ctx) {
        self.ctx = ctx;
    }

    /// Offset of the next byte in the whole class file.
    pub(crate) fn offset(&self) -> usize {
        self.base.saturating_add(self.pos)
    }

    pub(crate) fn remaining(&self) -> usize {
        self.bytes.len().saturating_sub(self.pos)
    }

    pub(crate) fn bytes(&mut self, n: usize) -> Result<&'a [u8]> {
        let slice = self
            .pos
            .checked_add(n)
            .and_then(|end| self.bytes.get(self.pos..end));
        match slice {
            Some(s) => {
                self.pos += n;
                Ok(s)
            }
            None => Err(self.truncated(n)),
        }
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N]> {
        let s = self.bytes(N)?;
        <[u8; N]>::try_from(s).map_err(|_| self.truncated(N))
    }

    pub(crate) fn u8(&mut self) -> Result<u8> {
        Ok(self.array::<1>()?[0])
    }

    pub(crate) fn u16(&mut self) -> Result<u16> {
        Ok(u16::from_be_bytes(self.array()?))
    }

    pub(crate) fn u32(&mut self) -> Result<u32> {
        Ok(u32::from_be_bytes(self.array()?))
    }

    pub(crate) fn u64(&mut self) -> Result<u64> {
        Ok(u64::from_be_bytes(self.array()?))
    }

    /// Everything left, not consumed.
    pub(crate) fn rest(&self) -> &'a [u8] {
        self.bytes.get(self.pos..).unwrap_or_default()
    }

    /// Takes everything left (an attribute body kept raw).
    pub(crate) fn take_rest(&mut self) -> Result<&'a [u8]> {
        self.bytes(self.remaining())
    }

    pub(crate) fn skip(&mut self, n: usize) -> Result<()> {
        self.bytes(n).map(|_| ())
    }

    /// Takes the next `len` bytes as the body of attribute `attr`.
    pub(crate) fn sub(&mut self, len: usize, attr: &'static str) -> Result<Reader<'a>> {
        let base = self.offset();
        let bytes = self.bytes(len)?;
        Ok(Reader {
            bytes,
            pos: 0,
            base,
            ctx: self.ctx,
            attr: Some(attr),
        })
    }

    /// Checks that an attribute's parser consumed exactly its declared length.
    pub(crate) fn finish(&self) -> Result<()> {
        if self.remaining() == 0 {
            return Ok(());
        }
        Err(ClassFormatError::new(format!(
            "attribute {} declares length {} but its contents take {} bytes ({})",
            self.attr.unwrap_or("?"),
            self.bytes.len(),
            self.pos,
            self.ctx
        )))
    }

    fn location(&self) -> String {
        match self.attr {
            Some(a) => format!("{}, attribute {a}", self.ctx),
            None => self.ctx.to_string(),
        }
    }

    /// An error with this reader's location appended.
    pub(crate) fn err(&self, msg: impl Into<String>) -> ClassFormatError {
        self.wrap(ClassFormatError::new(msg))
    }

    /// Appends this reader's location to an error from elsewhere.
    pub(crate) fn wrap(&self, e: ClassFormatError) -> ClassFormatError {
        e.context(self.location())
    }

    fn truncated(&self, n: usize) -> ClassFormatError {
        ClassFormatError::new(match self.attr {
            None => format!(
                "truncated class file: expected {n} more bytes at offset {} ({})",
                self.offset(),
                self.ctx
            ),
            Some(a) => format!(
                "attribute {a} overruns its declared length: expected {n} more bytes at offset {} ({})",
                self.offset(),
                self.ctx
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_big_endian_and_reports_truncation() {
        let mut r = Reader::new(&[1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(r.u8(), Ok(1));
        assert_eq!(r.u16(), Ok(0x0203));
        assert_eq!(r.u32(), Ok(0x0405_0607));
        r.set_ctx(Ctx::ConstantPool(37));
        let e = r.u16().map(|_| ()).err().map(|e| e.message);
        assert_eq!(
            e.as_deref(),
            Some(
                "truncated class file: expected 2 more bytes at offset 7 (constant pool entry 37)"
            )
        );
    }

    #[test]
    fn sub_reader_checks_length() {
        let mut r = Reader::new(&[0, 0, 1, 2, 3]);
        r.skip(2).ok();
        let Ok(mut sub) = r.sub(2, "Signature") else {
            panic!("sub failed")
        };
        assert_eq!(sub.u8(), Ok(1));
        let e = sub.finish().err().map(|e| e.message);
        assert_eq!(
            e.as_deref(),
            Some(
                "attribute Signature declares length 2 but its contents take 1 bytes (class header)"
            )
        );
        assert!(sub.u16().is_err());
        assert_eq!(r.u8(), Ok(3));
        assert!(r.sub(1, "Code").is_err());
    }
}
