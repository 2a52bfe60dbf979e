import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nms.set_context(mode=ms.GRAPH_MODE)\n"
EMB = "\nclass Enc(nn.Cell):\n    def __init__(self, n):\n        super().__init__()\n        self.emb = nn.Embedding(n, 4)\n\n    def construct(self, ids):\n        return self.emb(ids).sum()\n"
V = {}
V["R1_one_based_sampler"] = ({"sample_r1.py": "import numpy as np\nimport mindspore as ms\n\n\ndef negatives(n_items, k, seed=0):\n    rng = np.random.default_rng(seed)\n    ids = rng.integers(1, n_items + 1, size=(k,))  # R\n    return ms.Tensor(ids, ms.int32)\n"},
"from sample_r1 import negatives\n" + EMB + "\nprint(Enc(10)(negatives(10, 64)))\n")
V["R2_config_vocab_small"] = ({"cfg_r2.py": "VOCAB = 50  # R\nDIM = 4\n", "tok_r2.py": "import mindspore as ms\n\n\ndef encode(words, table):\n    return ms.Tensor([[table[w] for w in s] for s in words], ms.int32)\n"},
"import cfg_r2\nfrom tok_r2 import encode\n" + EMB + "\ntable = {f'w{i}': i for i in range(80)}\nprint(Enc(cfg_r2.VOCAB)(encode([['w1', 'w70'], ['w3', 'w4']], table)))\n")
V["R3_labels_one_based_csv"] = ({"data_r3.py": "import numpy as np\nimport mindspore as ms\n\n\ndef read(rows):\n    labels = np.array([int(r.split(',')[1]) for r in rows], np.int32)  # R\n    return ms.Tensor(labels)\n"},
"from data_r3 import read\n\nclass Clf(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.table = nn.Embedding(3, 4)\n\n    def construct(self, y):\n        return self.table(y).sum()\n\nprint(Clf()(read(['a,1', 'b,2', 'c,3'])))\n")
V["R4_pad_token_appended"] = ({"vocab_r4.py": "WORDS = ['a', 'b', 'c', 'd']\nPAD = len(WORDS)  # R\n"},
"from vocab_r4 import WORDS, PAD\n" + EMB + "\nids = ms.Tensor([[0, 1, PAD], [2, PAD, PAD]], ms.int32)\nprint(Enc(len(WORDS))(ids))\n")
V["R5_position_ids_plus_one"] = ({},
"class Pos(nn.Cell):\n    def __init__(self, n):\n        super().__init__()\n        self.pos = nn.Embedding(n, 4)\n\n    def construct(self, x):\n        ids = ops.arange(1, x.shape[1] + 1)  # R\n        return x + self.pos(ids)\n\nprint(Pos(6)(ms.Tensor(np.ones((2, 6, 4)), ms.float32)).shape)\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
