"""Contract clause-type classifier (bag of embeddings over lower-cased tokens)."""

CLAUSE_TYPES = ["termination", "confidentiality", "indemnity", "governing_law"]
SPECIAL_TOKENS = ["<pad>", "<unk>"]
MIN_FREQ = 2
MAX_TOKENS = 16
EMBED = 24

# legal terms the lawyers want in the vocabulary even when rare in the training clauses
GLOSSARY = ["indemnify", "jurisdiction", "insolvency", "confidential", "terminate", "waiver"]

BATCH_SIZE = 4
EPOCHS = 1
LR = 5e-3
SEED = 3
