//! The heap: an object table indexed by `ObjRef`, with a precise mark-sweep
//! collector. Roots are handed in by the VM (frames, statics, interned strings),
//! and collection only happens at instruction boundaries, so natives (which
//! never run Java code) can hold references in Rust locals safely.
use super::class::ClassId;
use super::value::{ObjRef, Value};

/// The payload of an object: instance fields or the elements of an array.
#[derive(Debug, Clone)]
pub enum ObjData {
    Fields(Box<[Value]>),
    Booleans(Box<[i8]>),
    Bytes(Box<[i8]>),
    Chars(Box<[u16]>),
    Shorts(Box<[i16]>),
    Ints(Box<[i32]>),
    Longs(Box<[i64]>),
    Floats(Box<[f32]>),
    Doubles(Box<[f64]>),
    Refs(Box<[Option<ObjRef>]>),
}

impl ObjData {
    pub fn array_len(&self) -> Option<usize> {
        Some(match self {
            ObjData::Fields(_) => return None,
            ObjData::Booleans(a) | ObjData::Bytes(a) => a.len(),
            ObjData::Chars(a) => a.len(),
            ObjData::Shorts(a) => a.len(),
            ObjData::Ints(a) => a.len(),
            ObjData::Longs(a) => a.len(),
            ObjData::Floats(a) => a.len(),
            ObjData::Doubles(a) => a.len(),
            ObjData::Refs(a) => a.len(),
        })
    }

    /// Typed views of an array's elements (`None` for other payloads), so
    /// code generic over the element type names the variant once.
    #[inline(always)]
    pub fn ints(&self) -> Option<&[i32]> {
        match self {
            ObjData::Ints(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn ints_mut(&mut self) -> Option<&mut [i32]> {
        match self {
            ObjData::Ints(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn longs(&self) -> Option<&[i64]> {
        match self {
            ObjData::Longs(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn longs_mut(&mut self) -> Option<&mut [i64]> {
        match self {
            ObjData::Longs(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn floats(&self) -> Option<&[f32]> {
        match self {
            ObjData::Floats(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn floats_mut(&mut self) -> Option<&mut [f32]> {
        match self {
            ObjData::Floats(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn doubles(&self) -> Option<&[f64]> {
        match self {
            ObjData::Doubles(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn doubles_mut(&mut self) -> Option<&mut [f64]> {
        match self {
            ObjData::Doubles(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn chars(&self) -> Option<&[u16]> {
        match self {
            ObjData::Chars(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn chars_mut(&mut self) -> Option<&mut [u16]> {
        match self {
            ObjData::Chars(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn shorts(&self) -> Option<&[i16]> {
        match self {
            ObjData::Shorts(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn shorts_mut(&mut self) -> Option<&mut [i16]> {
        match self {
            ObjData::Shorts(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn refs(&self) -> Option<&[Option<ObjRef>]> {
        match self {
            ObjData::Refs(a) => Some(a),
            _ => None,
        }
    }
    #[inline(always)]
    pub fn refs_mut(&mut self) -> Option<&mut [Option<ObjRef>]> {
        match self {
            ObjData::Refs(a) => Some(a),
            _ => None,
        }
    }
    /// `baload` reads byte and boolean arrays alike.
    #[inline(always)]
    pub fn bytes(&self) -> Option<&[i8]> {
        match self {
            ObjData::Bytes(a) | ObjData::Booleans(a) => Some(a),
            _ => None,
        }
    }

    /// Bytes this payload is charged against the heap budget: what the
    /// object costs the host, so that `--max-heap` bounds the host's memory
    /// and not only a Java-sized estimate (a small object's table entry, its
    /// boxed data and the allocator's overhead are about three times what
    /// HotSpot would take for it).
    fn footprint(&self) -> usize {
        const HEADER: usize = std::mem::size_of::<Option<Object>>() + 16;
        HEADER
            + match self {
                ObjData::Fields(f) => f.len() * std::mem::size_of::<Value>(),
                ObjData::Booleans(a) | ObjData::Bytes(a) => a.len(),
                ObjData::Chars(a) => a.len() * 2,
                ObjData::Shorts(a) => a.len() * 2,
                ObjData::Ints(a) => a.len() * 4,
                ObjData::Longs(a) => a.len() * 8,
                ObjData::Floats(a) => a.len() * 4,
                ObjData::Doubles(a) => a.len() * 8,
                ObjData::Refs(a) => a.len() * 4,
            }
    }
}

#[derive(Debug, Clone)]
pub struct Object {
    pub class: ClassId,
    /// Identity hash; 0 until first asked for.
    pub hash: i32,
    /// Monitor entry count, and the thread that holds it when not 0.
    pub lock_count: u32,
    pub lock_owner: u32,
    marked: bool,
    pub data: ObjData,
}

/// The heap refused an allocation: the live data would exceed the budget.
#[derive(Debug, Clone, Copy)]
pub struct HeapExhausted;

pub struct Heap {
    objects: Vec<Option<Object>>,
    free: Vec<u32>,
    /// Bytes charged for live-or-not-yet-collected objects.
    used: usize,
    /// The `--max-heap` budget.
    max: usize,
    /// Collect at the next safepoint once `used` passes this.
    next_gc: usize,
    hash_state: u32,
    /// Identity hashes handed out so far (never rewound: a caller compares
    /// before and after a run to learn whether it drew any).
    hashes_drawn: u64,
    pub collections: u64,
    /// While a [`HeapMark`] is active: slots below `watermark` are the
    /// checkpoint's, and each one's checkpoint-time content is saved once
    /// before its first change, so [`Heap::rewind`] costs what the run touched.
    watermark: usize,
    saved: Vec<(u32, Option<Object>)>,
    saved_bits: Vec<u64>,
}

/// The heap as it was at a checkpoint (see [`Heap::mark`]).
#[derive(Clone)]
pub struct HeapMark {
    len: usize,
    free: Vec<u32>,
    used: usize,
    next_gc: usize,
    hash_state: u32,
    collections: u64,
}

impl Heap {
    pub fn new(max: usize) -> Heap {
        Heap {
            objects: Vec::new(),
            free: Vec::new(),
            used: 0,
            max,
            next_gc: (max / 4).clamp(1 << 20, 64 << 20),
            hash_state: 0x2545_f491,
            hashes_drawn: 0,
            collections: 0,
            watermark: 0,
            saved: Vec::new(),
            saved_bits: Vec::new(),
        }
    }

    /// Start journaling: from now on, [`Heap::rewind`] with the returned mark
    /// brings the heap back to exactly this state (same objects, same free
    /// list, same identity-hash sequence).
    pub fn checkpoint(&mut self) -> HeapMark {
        self.watermark = self.objects.len();
        self.saved.clear();
        self.saved_bits = vec![0; self.objects.len().div_ceil(64)];
        HeapMark {
            len: self.objects.len(),
            free: self.free.clone(),
            used: self.used,
            next_gc: self.next_gc,
            hash_state: self.hash_state,
            collections: self.collections,
        }
    }

    /// Undo every change since `mark` (which must be the latest mark).
    pub fn rewind(&mut self, mark: &HeapMark) {
        for (i, content) in self.saved.drain(..).rev() {
            if let Some(slot) = self.objects.get_mut(i as usize) {
                *slot = content;
            }
            if let Some(w) = self.saved_bits.get_mut(i as usize / 64) {
                *w = 0;
            }
        }
        self.objects.truncate(mark.len);
        self.free.clone_from(&mark.free);
        self.used = mark.used;
        self.next_gc = mark.next_gc;
        self.hash_state = mark.hash_state;
        self.collections = mark.collections;
    }

    /// Draw identity hashes from another sequence (to find out what depends on them).
    pub fn perturb_hashes(&mut self) {
        self.hash_state ^= 0x5bd1_e995;
    }

    /// Draw identity hashes from the sequence `seed` starts (a flaky-test
    /// shaker's perturbation; never 0, which xorshift cannot leave).
    pub fn seed_hashes(&mut self, seed: u32) {
        self.hash_state = seed.max(1);
    }

    /// Before slot `i` changes: keep its checkpoint-time content (once).
    #[cold]
    fn save(&mut self, i: usize) {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        if let Some(w) = self.saved_bits.get_mut(word)
            && *w & bit == 0
        {
            *w |= bit;
            let content = self.objects.get(i).cloned().flatten();
            self.saved.push((i as u32, content));
        }
    }

    pub fn used(&self) -> usize {
        self.used
    }
    pub fn max(&self) -> usize {
        self.max
    }
    pub fn wants_gc(&self) -> bool {
        self.used >= self.next_gc
    }
    /// Would an allocation of `bytes` fit under the budget right now?
    pub fn fits(&self, bytes: usize) -> bool {
        self.used.saturating_add(bytes) <= self.max
    }

    pub fn alloc(&mut self, class: ClassId, data: ObjData) -> Result<ObjRef, HeapExhausted> {
        if !self.fits(data.footprint()) {
            return Err(HeapExhausted);
        }
        self.alloc_forced(class, data)
    }

    /// Allocate even over the budget: only for the small error objects the VM
    /// must be able to throw when the heap is full.
    pub fn alloc_forced(&mut self, class: ClassId, data: ObjData) -> Result<ObjRef, HeapExhausted> {
        let size = data.footprint();
        let obj = Object {
            class,
            hash: 0,
            lock_count: 0,
            lock_owner: 0,
            marked: false,
            data,
        };
        let index = match self.free.pop() {
            Some(i) => {
                let i = i as usize;
                if i < self.watermark {
                    self.save(i);
                }
                if let Some(slot) = self.objects.get_mut(i) {
                    *slot = Some(obj);
                }
                i
            }
            None => {
                self.objects.push(Some(obj));
                self.objects.len() - 1
            }
        };
        self.used += size;
        ObjRef::from_index(index).ok_or(HeapExhausted)
    }

    #[inline(always)]
    pub fn get(&self, r: ObjRef) -> Option<&Object> {
        self.objects.get(r.index()).and_then(Option::as_ref)
    }
    #[inline(always)]
    pub fn get_mut(&mut self, r: ObjRef) -> Option<&mut Object> {
        if r.index() < self.watermark {
            self.save(r.index());
        }
        self.objects.get_mut(r.index()).and_then(Option::as_mut)
    }

    /// The identity hash of `r`, assigned on first request from a
    /// deterministic sequence (xorshift), never 0.
    pub fn identity_hash(&mut self, r: ObjRef) -> i32 {
        let current = self.get(r).map(|o| o.hash).unwrap_or(0);
        if current != 0 {
            return current;
        }
        let mut h;
        loop {
            let mut x = self.hash_state;
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            self.hash_state = x;
            h = (x & 0x7fff_ffff) as i32;
            if h != 0 {
                break;
            }
        }
        if let Some(o) = self.get_mut(r) {
            o.hash = h;
        }
        self.hashes_drawn += 1;
        h
    }

    /// How many identity hashes have been handed out (see [`Heap::identity_hash`]).
    pub fn hashes_drawn(&self) -> u64 {
        self.hashes_drawn
    }

    /// Mark everything reachable from `roots`, free the rest.
    /// `roots` yields every reference the VM holds outside the heap.
    pub fn collect(&mut self, roots: impl Iterator<Item = ObjRef>) {
        let mut stack: Vec<ObjRef> = Vec::new();
        for r in roots {
            self.mark(r, &mut stack);
        }
        while let Some(r) = stack.pop() {
            let len = match self.get(r).map(|o| &o.data) {
                Some(ObjData::Fields(f)) => f.len(),
                Some(ObjData::Refs(e)) => e.len(),
                _ => 0,
            };
            for i in 0..len {
                let child = match self.get(r).map(|o| &o.data) {
                    Some(ObjData::Fields(f)) => f.get(i).and_then(|v| v.reference()),
                    Some(ObjData::Refs(e)) => e.get(i).copied().flatten(),
                    _ => None,
                };
                if let Some(c) = child {
                    self.mark(c, &mut stack);
                }
            }
        }
        let mut used = 0;
        for i in 0..self.objects.len() {
            match self.objects.get_mut(i) {
                Some(Some(obj)) if obj.marked => {
                    obj.marked = false;
                    used += obj.data.footprint();
                }
                Some(Some(_)) => {
                    if i < self.watermark {
                        self.save(i);
                    }
                    if let Some(slot) = self.objects.get_mut(i) {
                        *slot = None;
                    }
                    self.free.push(i as u32);
                }
                _ => {}
            }
        }
        // Reuse low indices first: keeps the table dense and the order deterministic.
        self.free.sort_unstable_by(|a, b| b.cmp(a));
        self.free.dedup();
        self.used = used;
        self.next_gc = (used * 2).clamp(1 << 20, self.max.max(1 << 20));
        self.collections += 1;
    }

    fn mark(&mut self, r: ObjRef, stack: &mut Vec<ObjRef>) {
        if let Some(obj) = self.objects.get_mut(r.index()).and_then(Option::as_mut)
            && !obj.marked
        {
            obj.marked = true;
            if matches!(obj.data, ObjData::Fields(_) | ObjData::Refs(_)) {
                stack.push(r);
            }
        }
    }
}
