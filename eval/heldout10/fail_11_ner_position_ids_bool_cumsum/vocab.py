PAD, UNK = "<pad>", "<unk>"
TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"]

SENTENCES = [
    ("alice flew to paris with bob", ["B-PER", "O", "O", "B-LOC", "O", "B-PER"]),
    ("acme corp hired carol", ["B-ORG", "I-ORG", "O", "B-PER"]),
    ("new york is big", ["B-LOC", "I-LOC", "O", "O"]),
    ("dave works at globex in rome", ["B-PER", "O", "O", "B-ORG", "O", "B-LOC"]),
    ("eve met frank", ["B-PER", "O", "B-PER"]),
    ("initech moved to berlin", ["B-ORG", "O", "O", "B-LOC"]),
]


def build_vocab(sentences):
    words = sorted({w for s, _ in sentences for w in s.split()})
    return {w: i for i, w in enumerate([PAD, UNK] + words)}
