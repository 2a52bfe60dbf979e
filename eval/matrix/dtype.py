import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nms.set_context(mode=ms.GRAPH_MODE)\n"
V = {}
# 1 loader float64 via Tensor(x)
V["A_loader_tensor_f64"] = ({"data_a.py": "import numpy as np\nimport mindspore as ms\n\n\ndef load_batch(n):\n    x = np.random.randn(n, 3, 8, 8)\n    return ms.Tensor(x)  # R\n"},
"from data_a import load_batch\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.conv = nn.Conv2d(3, 4, 3)\n\n    def construct(self, x):\n        return self.conv(x)\n\nnet = Net()\nx = load_batch(2)\nprint(net(x).shape)\n")
# 2 labels cast to float in helper -> one_hot
V["B_labels_astype_float"] = ({"data_b.py": "import numpy as np\nimport mindspore as ms\n\n\ndef make_labels(n):\n    y = np.random.randint(0, 5, size=(n,))\n    return ms.Tensor(y.astype(np.float32))  # R\n"},
"from data_b import make_labels\n\nclass Loss(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.on = ms.Tensor(1.0, ms.float32)\n        self.off = ms.Tensor(0.0, ms.float32)\n\n    def construct(self, logits, y):\n        t = ops.one_hot(y, 5, self.on, self.off)\n        return ((logits - t) ** 2).mean()\n\nloss = Loss()\nprint(loss(ms.Tensor(np.ones((4, 5)), ms.float32), make_labels(4)))\n")
# 3 helper casts to float16 -> Dense
V["C_helper_cast_f16"] = ({"prep_c.py": "from mindspore import ops\nimport mindspore as ms\n\n\ndef normalize(x):\n    x = (x - x.mean()) / (x.std() + 1e-5)\n    return ops.cast(x, ms.float16)  # R\n"},
"from prep_c import normalize\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(6, 3)\n\n    def construct(self, x):\n        return self.fc(x)\n\nnet = Net()\nx = normalize(ms.Tensor(np.random.randn(2, 6), ms.float32))\nprint(net(x).shape)\n")
# 4 config dtype -> zeros state -> matmul
V["D_config_dtype_state"] = ({"cfg_d.py": "import mindspore as ms\n\nSTATE_DTYPE = ms.float16  # R\nHIDDEN = 8\n"},
"import cfg_d\n\nclass Cell(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.w = ms.Parameter(ms.Tensor(np.ones((8, 8)), ms.float32), name='w')\n\n    def construct(self, x):\n        h = ops.zeros((x.shape[0], cfg_d.HIDDEN), cfg_d.STATE_DTYPE)\n        for _ in range(2):\n            h = ops.matmul(h, self.w) + x\n        return h\n\nnet = Cell()\nprint(net(ms.Tensor(np.ones((2, 8)), ms.float32)).shape)\n")
# 5 mask made int32 in helper -> masked_fill
V["E_mask_int_helper"] = ({"masks_e.py": "import mindspore as ms\nfrom mindspore import ops\n\n\ndef causal_mask(n):\n    m = ops.triu(ops.ones((n, n), ms.int32), 1)  # R\n    return m\n"},
"from masks_e import causal_mask\n\nclass Attn(nn.Cell):\n    def construct(self, scores, mask):\n        return ops.masked_fill(scores, mask, -1e9)\n\nnet = Attn()\nprint(net(ms.Tensor(np.ones((4, 4)), ms.float32), causal_mask(4)).shape)\n")
# 6 bool comparison returned -> matmul
V["F_bool_adjacency"] = ({"graph_f.py": "from mindspore import ops\n\n\ndef adjacency(pos, r):\n    d = ops.cdist(pos, pos)\n    return d < r  # R\n"},
"from graph_f import adjacency\n\nclass GConv(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(3, 3)\n\n    def construct(self, x, adj):\n        return ops.matmul(adj, self.fc(x))\n\nnet = GConv()\npos = ms.Tensor(np.random.randn(5, 3), ms.float32)\nprint(net(pos, adjacency(pos, 1.0)).shape)\n")
# 7 ids float by arithmetic with float mask -> embedding
V["G_ids_times_float_mask"] = ({"tok_g.py": "import numpy as np\nimport mindspore as ms\n\n\ndef encode(batch):\n    ids = np.array(batch, dtype=np.int32)\n    keep = (ids > 0).astype(np.float32)\n    return ms.Tensor(ids * keep)  # R\n"},
"from tok_g import encode\n\nclass Enc(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.emb = nn.Embedding(20, 4)\n\n    def construct(self, ids):\n        return self.emb(ids).sum(1)\n\nnet = Enc()\nprint(net(encode([[1, 2, 0], [3, 4, 5]])).shape)\n")
# 8 dataclass dtype default
V["H_dataclass_dtype"] = ({"cfg_h.py": "from dataclasses import dataclass\nimport mindspore as ms\n\n\n@dataclass\nclass TrainCfg:\n    lr: float = 0.1\n    compute_dtype: object = ms.float16  # R\n"},
"from cfg_h import TrainCfg\n\nclass Net(nn.Cell):\n    def __init__(self, cfg):\n        super().__init__()\n        self.dtype = cfg.compute_dtype\n        self.fc = nn.Dense(4, 2)\n\n    def construct(self, x):\n        return self.fc(ops.cast(x, self.dtype))\n\nnet = Net(TrainCfg())\nprint(net(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
# 9 helper default dtype param -> masked_fill
V["I_default_dtype_param"] = ({"masks_i.py": "import mindspore as ms\nfrom mindspore import ops\n\n\ndef padding_mask(lengths, n, dtype=ms.float32):  # R\n    ar = ops.arange(n).expand_dims(0)\n    return ops.cast(ar >= lengths.expand_dims(1), dtype)\n"},
"from masks_i import padding_mask\n\nclass Pool(nn.Cell):\n    def construct(self, x, mask):\n        return ops.masked_fill(x, mask, 0.0).sum(1)\n\nnet = Pool()\nlengths = ms.Tensor([2, 3], ms.int32)\nprint(net(ms.Tensor(np.ones((2, 4)), ms.float32), padding_mask(lengths, 4)).shape)\n")
# 10 Parameter created with float16 in __init__
V["J_param_f16_init"] = ({},
"from mindspore.common.initializer import initializer, Normal\n\nclass Proj(nn.Cell):\n    def __init__(self, d):\n        super().__init__()\n        self.w = ms.Parameter(initializer(Normal(0.02), (d, d), ms.float16), name='w')  # R\n\n    def construct(self, x):\n        return ops.matmul(x, self.w)\n\nnet = Proj(4)\nprint(net(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
# 11 np.zeros table float64 in __init__ -> add
V["K_np_table_f64_init"] = ({},
"class PosEnc(nn.Cell):\n    def __init__(self, n, d):\n        super().__init__()\n        pe = np.zeros((n, d))  # R\n        pe[:, 0::2] = np.sin(np.arange(n)[:, None] / 100.0)\n        self.pe = ms.Tensor(pe)\n        self.fc = nn.Dense(d, d)\n\n    def construct(self, x):\n        return self.fc(x + self.pe)\n\nnet = PosEnc(3, 4)\nprint(net(ms.Tensor(np.ones((3, 4)), ms.float32)).shape)\n")
# 12 select condition int32 from helper
V["L_select_cond_int"] = ({"util_l.py": "import numpy as np\nimport mindspore as ms\n\n\ndef valid_flags(n):\n    return ms.Tensor(np.ones(n), ms.int32)  # R\n"},
"from util_l import valid_flags\n\nclass Gate(nn.Cell):\n    def construct(self, x, flags):\n        return ops.select(flags, x, ops.zeros_like(x))\n\nnet = Gate()\nprint(net(ms.Tensor(np.ones(4), ms.float32), valid_flags(4)).shape)\n")
# 13 dtype from string config via getattr
V["M_string_dtype_config"] = ({"cfg_m.py": "CONFIG = {\n    'dtype': 'float16',  # R\n    'dim': 4,\n}\n"},
"from cfg_m import CONFIG\n\nclass Net(nn.Cell):\n    def __init__(self, cfg):\n        super().__init__()\n        self.bias = ms.Parameter(ops.zeros((cfg['dim'],), getattr(ms, cfg['dtype'])), name='b')\n        self.w = ms.Parameter(ops.ones((cfg['dim'], cfg['dim']), ms.float32), name='w')\n\n    def construct(self, x):\n        return ops.matmul(x, self.w) + ops.matmul(x, ops.diag(self.bias))\n\nnet = Net(CONFIG)\nprint(net(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
# 14 astype in preprocess module returns half -> conv
V["N_astype_string"] = ({"prep_n.py": "import numpy as np\n\n\ndef to_chw(img):\n    img = img.transpose(2, 0, 1)\n    return img.astype('float16')  # R\n"},
"from prep_n import to_chw\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.conv = nn.Conv2d(3, 2, 3)\n\n    def construct(self, x):\n        return self.conv(x)\n\nimg = np.random.rand(8, 8, 3).astype(np.float32)\nx = ms.Tensor(to_chw(img)[None])\nprint(Net()(x).shape)\n")
# 15 np.array of python floats, float64, into Tensor in __init__ used in matmul
V["O_np_array_weights"] = ({},
"class Mix(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        w = np.array([[0.5, 0.5], [0.2, 0.8]])  # R\n        self.w = ms.Tensor(w)\n\n    def construct(self, x):\n        return ops.matmul(x, self.w)\n\nprint(Mix()(ms.Tensor(np.ones((3, 2)), ms.float32)).shape)\n")
# 16 jit function with labels from np.argmax (int64) vs one_hot? use float from mean
V["P_jit_labels_mean"] = ({"data_p.py": "import numpy as np\nimport mindspore as ms\n\n\ndef soft_to_hard(p):\n    y = (p > 0.5).mean(axis=1)  # R\n    return ms.Tensor(y)\n"},
"from data_p import soft_to_hard\n\n@ms.jit\ndef ce(logits, y):\n    return ops.cross_entropy(logits, y)\n\np = np.random.rand(4, 3)\nprint(ce(ms.Tensor(np.ones((4, 3)), ms.float32), soft_to_hard(p)))\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
