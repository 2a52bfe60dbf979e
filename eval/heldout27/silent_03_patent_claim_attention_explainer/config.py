SEED = 46
VOCAB = ["<pad>", "a", "method", "comprising", "wireless", "battery", "lithium", "anode", "antenna",
         "receiver", "coating", "signal", "cell", "the", "of", "wherein"]
DIM = 16
CLASSES = ["H01M_batteries", "H04B_transmission"]
MAX_LEN = 10
