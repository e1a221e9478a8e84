//! A parsed XML document, to compare reports element by element
//! (`reports.rs`, `jacoco.rs`).
// Each test file uses a part of it.
#![allow(dead_code)]
use std::collections::BTreeMap;

use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event};

/// One element: its name, attributes, child elements and text.
#[derive(Debug, Default, Clone)]
pub struct Element {
    pub name: String,
    pub attrs: BTreeMap<String, String>,
    pub children: Vec<Element>,
    pub text: String,
}

impl Element {
    pub fn attr(&self, key: &str) -> &str {
        self.attrs.get(key).map_or("", String::as_str)
    }

    /// The child elements named `name`.
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |c| c.name == name)
    }

    /// Every element of the tree, depth first.
    pub fn walk<'a>(&'a self, out: &mut Vec<&'a Element>) {
        for c in &self.children {
            out.push(c);
            c.walk(out);
        }
    }
}

fn start(e: &BytesStart) -> Result<Element, String> {
    let mut el = Element {
        name: String::from_utf8_lossy(e.name().as_ref()).into_owned(),
        ..Element::default()
    };
    for a in e.attributes() {
        let a = a.map_err(|e| e.to_string())?;
        let v = a.unescape_value().map_err(|e| e.to_string())?;
        el.attrs.insert(
            String::from_utf8_lossy(a.key.as_ref()).into_owned(),
            v.into_owned(),
        );
    }
    Ok(el)
}

/// The root element of `text`, or why it is not well-formed XML.
pub fn parse(text: &str) -> Result<Element, String> {
    let mut reader = Reader::from_str(text);
    reader.config_mut().check_end_names = true;
    let mut stack: Vec<Element> = vec![Element::default()];
    loop {
        let event = reader
            .read_event()
            .map_err(|e| format!("at byte {}: {e}", reader.buffer_position()))?;
        match event {
            Event::Start(e) => stack.push(start(&e)?),
            Event::Empty(e) => {
                let el = start(&e)?;
                if let Some(top) = stack.last_mut() {
                    top.children.push(el);
                }
            }
            Event::End(_) => {
                let el = stack.pop().ok_or("unbalanced end tag")?;
                stack
                    .last_mut()
                    .ok_or("unbalanced end tag")?
                    .children
                    .push(el);
            }
            Event::Text(t) => {
                let s = t.unescape().map_err(|e| e.to_string())?;
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&s);
                }
            }
            Event::CData(c) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&String::from_utf8_lossy(&c.into_inner()));
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    let mut doc = stack.pop().ok_or("no document")?;
    if !stack.is_empty() || doc.children.len() != 1 {
        return Err("not one root element".into());
    }
    doc.children
        .pop()
        .ok_or_else(|| "no root element".to_string())
}
