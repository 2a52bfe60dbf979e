import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nms.set_context(mode=ms.GRAPH_MODE)\n"
V = {}
V["Q_caller_kwarg_dtype"] = ({"masks_q.py": "import mindspore as ms\nfrom mindspore import ops\n\n\ndef key_mask(lengths, n, dtype=ms.bool_):\n    ar = ops.arange(n).expand_dims(0)\n    return ops.cast(ar >= lengths.expand_dims(1), dtype)\n"},
"from masks_q import key_mask\n\nclass Pool(nn.Cell):\n    def construct(self, x, mask):\n        return ops.masked_fill(x, mask, 0.0).sum(1)\n\nnet = Pool()\nlengths = ms.Tensor([2, 3], ms.int32)\nmask = key_mask(lengths, 4, dtype=ms.float32)  # R\nprint(net(ms.Tensor(np.ones((2, 4)), ms.float32), mask).shape)\n")
V["R_module_global_dtype"] = ({},
"COMPUTE = ms.float16  # R\n\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 2)\n\n    def construct(self, x):\n        return self.fc(x)\n\n\ndef prepare(a):\n    return ms.Tensor(a, dtype=COMPUTE)\n\nprint(Net()(prepare(np.ones((2, 4)))).shape)\n")
V["S_init_index_float"] = ({},
"class Pick(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.idx = ms.Tensor([0, 2], ms.float32)  # R\n\n    def construct(self, x):\n        return ops.gather(x, self.idx, 1)\n\nprint(Pick()(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["T_explicit_astype_f64"] = ({"data_t.py": "import numpy as np\n\n\ndef load(n):\n    x = np.random.rand(n, 3, 8, 8).astype(np.float32)\n    x = (x - 0.5) / 0.25\n    return x.astype(np.float64)  # R\n"},
"from data_t import load\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.conv = nn.Conv2d(3, 4, 3)\n\n    def construct(self, x):\n        return self.conv(x)\n\nprint(Net()(ms.Tensor(load(2))).shape)\n")
V["U_batch_dict_float_ids"] = ({"data_u.py": "import numpy as np\nimport mindspore as ms\n\n\ndef collate(rows):\n    ids = np.array(rows)\n    return {\n        'ids': ms.Tensor(ids, ms.float32),  # R\n        'n': len(rows),\n    }\n"},
"from data_u import collate\n\nclass Enc(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.emb = nn.Embedding(20, 4)\n\n    def construct(self, ids):\n        return self.emb(ids).mean(1)\n\nbatch = collate([[1, 2, 3], [4, 5, 6]])\nprint(Enc()(batch['ids']).shape)\n")
V["V_float_comprehension_labels"] = ({"data_v.py": "import mindspore as ms\n\n\ndef read_labels(lines):\n    labels = [float(l.split(',')[1]) for l in lines]  # R\n    return ms.Tensor(labels)\n"},
"from data_v import read_labels\n\nclass Loss(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.on = ms.Tensor(1.0, ms.float32)\n        self.off = ms.Tensor(0.0, ms.float32)\n\n    def construct(self, logits, y):\n        t = ops.one_hot(y, 3, self.on, self.off)\n        return ((logits - t) ** 2).mean()\n\ny = read_labels(['a,1', 'b,2', 'c,0'])\nprint(Loss()(ms.Tensor(np.ones((3, 3)), ms.float32), y))\n")
V["W_ones_like_mask"] = ({"masks_w.py": "from mindspore import ops\n\n\ndef full_mask(x):\n    return ops.ones_like(x)  # R\n"},
"from masks_w import full_mask\n\nclass Fill(nn.Cell):\n    def construct(self, x, m):\n        return ops.masked_fill(x, m, 0.0)\n\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(Fill()(x, full_mask(x)).shape)\n")
V["AB_eye_onehot_labels"] = ({"data_ab.py": "import numpy as np\nimport mindspore as ms\n\n\ndef targets(y, k):\n    onehot = np.eye(k, dtype=np.float32)[y]  # R\n    return ms.Tensor(onehot)\n"},
"from data_ab import targets\n\nclass Head(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.table = nn.Embedding(5, 4)\n\n    def construct(self, y):\n        return self.table(y).sum()\n\nprint(Head()(targets(np.array([1, 2]), 5)))\n")
V["AD_positional_dtype_caller"] = ({"state_ad.py": "import mindspore as ms\nfrom mindspore import ops\n\n\ndef init_state(batch, hidden, dtype):\n    return ops.zeros((batch, hidden), dtype)\n"},
"from state_ad import init_state\n\nclass RNN(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.cell = nn.GRUCell(4, 8)\n\n    def construct(self, x, h):\n        return self.cell(x, h)\n\nh0 = init_state(2, 8, ms.float16)  # R\nprint(RNN()(ms.Tensor(np.ones((2, 4)), ms.float32), h0).shape)\n")
V["AE_self_attr_mask_float"] = ({},
"class Attn(nn.Cell):\n    def __init__(self, n):\n        super().__init__()\n        self.mask = ops.triu(ops.ones((n, n), ms.float32), 1)  # R\n\n    def construct(self, s):\n        return ops.masked_fill(s, self.mask, -1e9)\n\nprint(Attn(3)(ms.Tensor(np.ones((3, 3)), ms.float32)).shape)\n")
V["AF_jit_float_counts"] = ({"stats_af.py": "import numpy as np\nimport mindspore as ms\n\n\ndef counts(tokens, vocab):\n    c = np.zeros(vocab)  # R\n    for t in tokens:\n        c[t] += 1\n    return ms.Tensor(c)\n"},
"from stats_af import counts\n\n@ms.jit\ndef top(c, table):\n    return ops.gather(table, c, 0)\n\nprint(top(counts([1, 2, 2], 4), ms.Tensor(np.ones((4, 2)), ms.float32)).shape)\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
