import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nms.set_context(mode=ms.GRAPH_MODE)\n"
V = {}
V["S1_flatten_formula"] = ({},
"class Net(nn.Cell):\n    def __init__(self, size=16, ch=4):\n        super().__init__()\n        self.conv1 = nn.Conv2d(3, ch, 3, pad_mode='same')\n        self.conv2 = nn.Conv2d(ch, ch, 3, pad_mode='same')\n        self.pool = nn.MaxPool2d(2, 2)\n        flat = ch * (size // 2) ** 2  # R\n        self.fc = nn.Dense(flat, 10)\n\n    def construct(self, x):\n        x = self.pool(self.conv1(x))\n        x = self.pool(self.conv2(x))\n        return self.fc(x.reshape(x.shape[0], -1))\n\nprint(Net()(ms.Tensor(np.ones((2, 3, 16, 16)), ms.float32)).shape)\n")
V["S2_wrong_config_key"] = ({"cfg_s2.py": "CFG = {'embed_dim': 8, 'hidden': 12, 'vocab': 20}\n"},
"from cfg_s2 import CFG\n\nclass Head(nn.Cell):\n    def __init__(self, cfg):\n        super().__init__()\n        self.fc = nn.Dense(cfg['hidden'], 2)  # R\n\n    def construct(self, h):\n        return self.fc(h)\n\n\nclass Net(nn.Cell):\n    def __init__(self, cfg):\n        super().__init__()\n        self.emb = nn.Embedding(cfg['vocab'], cfg['embed_dim'])\n        self.head = Head(cfg)\n\n    def construct(self, ids):\n        return self.head(self.emb(ids).mean(1))\n\nprint(Net(CFG)(ms.Tensor([[1, 2], [3, 4]], ms.int32)).shape)\n")
V["S3_concat_then_dense"] = ({},
"class Fuse(nn.Cell):\n    def __init__(self, da, db):\n        super().__init__()\n        self.fc = nn.Dense(da, 1)  # R\n\n    def construct(self, a, b):\n        return self.fc(ops.cat((a, b), -1))\n\nprint(Fuse(4, 3)(ms.Tensor(np.ones((2, 4)), ms.float32), ms.Tensor(np.ones((2, 3)), ms.float32)).shape)\n")
V["S4_bidirectional_width"] = ({},
"class Tagger(nn.Cell):\n    def __init__(self, d, h, k):\n        super().__init__()\n        self.rnn = nn.LSTM(d, h, batch_first=True, bidirectional=True)\n        self.out = nn.Dense(h, k)  # R\n\n    def construct(self, x):\n        y, _ = self.rnn(x)\n        return self.out(y)\n\nprint(Tagger(4, 6, 3)(ms.Tensor(np.ones((2, 5, 4)), ms.float32)).shape)\n")
V["S6_residual_projection"] = ({},
"class Block(nn.Cell):\n    def __init__(self, d):\n        super().__init__()\n        self.proj = nn.Dense(d, 2 * d)  # R\n        self.act = nn.ReLU()\n\n    def construct(self, x):\n        return x + self.act(self.proj(x))\n\nprint(Block(4)(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["S8_pos_table_config"] = ({"cfg_s8.py": "MAX_LEN = 16  # R\nSEQ_LEN = 20\nDIM = 8\n"},
"import cfg_s8\n\nclass Enc(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.pos = ms.Parameter(ops.zeros((1, cfg_s8.MAX_LEN, cfg_s8.DIM), ms.float32), name='pos')\n\n    def construct(self, x):\n        return x + self.pos\n\nx = ms.Tensor(np.ones((2, cfg_s8.SEQ_LEN, cfg_s8.DIM)), ms.float32)\nprint(Enc()(x).shape)\n")
V["S9_channels_last_loader"] = ({"data_s9.py": "import numpy as np\nimport mindspore as ms\n\n\ndef images(n):\n    batch = np.random.rand(n, 16, 16, 3).astype(np.float32)  # R\n    return ms.Tensor(batch)\n"},
"from data_s9 import images\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.conv = nn.Conv2d(3, 8, 3)\n\n    def construct(self, x):\n        return self.conv(x)\n\nprint(Net()(images(2)).shape)\n")
V["S10_batchnorm_width"] = ({},
"class MLP(nn.Cell):\n    def __init__(self, d, h):\n        super().__init__()\n        self.fc = nn.Dense(d, 2 * h)\n        self.bn = nn.BatchNorm1d(h)  # R\n\n    def construct(self, x):\n        return self.bn(self.fc(x))\n\nprint(MLP(4, 3)(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["S11_classes_vs_labels"] = ({"cfg_s11.py": "NUM_CLASSES = 10  # R\n"},
"import cfg_s11\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, cfg_s11.NUM_CLASSES)\n\n    def construct(self, x, y):\n        t = ops.one_hot(y, 5, ms.Tensor(1.0, ms.float32), ms.Tensor(0.0, ms.float32))\n        return ((self.fc(x) - t) ** 2).mean()\n\nprint(Net()(ms.Tensor(np.ones((2, 4)), ms.float32), ms.Tensor([1, 2], ms.int32)))\n")
V["S12_split_sizes_qkv"] = ({},
"class Attn(nn.Cell):\n    def __init__(self, d):\n        super().__init__()\n        self.d = d\n        self.qkv = nn.Dense(d, 2 * d)  # R\n\n    def construct(self, x):\n        q, k, v = ops.split(self.qkv(x), [self.d, self.d, self.d], -1)\n        return ops.matmul(q, k.swapaxes(-1, -2)) @ v\n\nprint(Attn(4)(ms.Tensor(np.ones((2, 3, 4)), ms.float32)).shape)\n")
V["S13_heads_reshape_config"] = ({"cfg_s13.py": "DIM = 12\nHEADS = 5  # R\n"},
"import cfg_s13\n\nclass MHA(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.h = cfg_s13.HEADS\n        self.q = nn.Dense(cfg_s13.DIM, cfg_s13.DIM)\n\n    def construct(self, x):\n        b, t, d = x.shape\n        return self.q(x).reshape(b, t, self.h, d // self.h)\n\nprint(MHA()(ms.Tensor(np.ones((2, 3, 12)), ms.float32)).shape)\n")
V["S14_stem_vs_block_channels"] = ({"model_s14.py": "from mindspore import nn\n\n\nclass Block(nn.Cell):\n    def __init__(self, cin, cout):\n        super().__init__()\n        self.conv = nn.Conv2d(cin, cout, 3)\n\n    def construct(self, x):\n        return self.conv(x)\n\n\nclass Net(nn.Cell):\n    def __init__(self, widths):\n        super().__init__()\n        self.stem = nn.Conv2d(3, 32, 3)  # R\n        self.blocks = nn.SequentialCell([Block(widths[i], widths[i + 1]) for i in range(len(widths) - 1)])\n\n    def construct(self, x):\n        return self.blocks(self.stem(x))\n"},
"from model_s14 import Net\n\nprint(Net([16, 32, 64])(ms.Tensor(np.ones((1, 3, 16, 16)), ms.float32)).shape)\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
