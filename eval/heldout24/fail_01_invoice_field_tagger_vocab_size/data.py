import numpy as np

import config

VENDORS = [["acme", "corp"], ["globex"], ["initech", "llc"], ["umbrella", "group"], ["stark", "industries"],
           ["wayne", "enterprises"], ["hooli"], ["vandelay", "imports"]]
CURRENCIES = ["usd", "eur", "gbp", "chf"]
TEMPLATES = [
    ["invoice", "from", "{vendor}", "dated", "{date}", "amount", "due", "{total}", "{cur}"],
    ["{vendor}", "bill", "issued", "{date}", "total", "{total}", "{cur}", "net", "30"],
    ["payment", "request", "by", "{vendor}", "on", "{date}", "for", "{cur}", "{total}"],
]


def synth_invoices(n, seed):
    rng = np.random.RandomState(seed)
    lines, tags = [], []
    for _ in range(n):
        tpl = TEMPLATES[rng.randint(len(TEMPLATES))]
        vendor = VENDORS[rng.randint(len(VENDORS))]
        date = f"2023-{rng.randint(1, 13):02d}-{rng.randint(1, 29):02d}"
        total = f"{rng.randint(10, 5000)}.{rng.randint(0, 100):02d}"
        cur = CURRENCIES[rng.randint(len(CURRENCIES))]
        toks, tg = [], []
        for slot in tpl:
            if slot == "{vendor}":
                toks += vendor
                tg += ["B-VENDOR"] + ["I-VENDOR"] * (len(vendor) - 1)
            elif slot == "{date}":
                toks.append(date); tg.append("B-DATE")
            elif slot == "{total}":
                toks.append(total); tg.append("B-TOTAL")
            elif slot == "{cur}":
                toks.append(cur); tg.append("B-CURRENCY")
            else:
                toks.append(slot); tg.append("O")
        lines.append(" ".join(toks))
        tags.append(tg)
    return lines, tags


def normalize_token(tok):
    if tok.count("-") == 2 and tok.replace("-", "").isdigit():
        return "<date>"
    if tok.replace(".", "", 1).isdigit() and "." in tok:
        return "<amount>"
    return tok


def encode_tags(tag_seqs, max_len):
    index = {t: i for i, t in enumerate(config.TAGS)}
    out = np.zeros((len(tag_seqs), max_len), np.int32)
    for r, seq in enumerate(tag_seqs):
        for c, t in enumerate(seq[:max_len]):
            out[r, c] = index[t]
    return out
