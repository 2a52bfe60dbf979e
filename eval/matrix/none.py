import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nms.set_context(mode=ms.GRAPH_MODE)\n"
V = {}
V["N1_subcell_missing_mask"] = ({"layers_n1.py": "from mindspore import nn, ops\n\n\nclass Attn(nn.Cell):\n    def construct(self, s, mask=None):\n        return ops.masked_fill(s, mask, -1e9)\n\n\nclass Block(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.attn = Attn()\n\n    def construct(self, s, mask):\n        return self.attn(s)  # R\n"},
"from layers_n1 import Block\n\ns = ms.Tensor(np.ones((2, 2)), ms.float32)\nm = ms.Tensor(np.zeros((2, 2)), ms.bool_)\nprint(Block()(s, m).shape)\n")
V["N3_helper_no_return_branch"] = ({"util_n3.py": "from mindspore import ops\n\n\ndef normalize(x, mode):\n    if mode == 'l2':\n        return x / ops.norm(x, dim=-1, keepdim=True)\n    elif mode == 'max':  # R\n        return x / x.max()\n"},
"from util_n3 import normalize\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 2)\n\n    def construct(self, x):\n        return self.fc(normalize(x, 'minmax'))\n\nprint(Net()(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["N5_placeholder_never_built"] = ({},
"class Net(nn.Cell):\n    def __init__(self, use_norm=True):\n        super().__init__()\n        self.fc = nn.Dense(4, 4)\n        self.norm = None  # R\n\n    def construct(self, x):\n        return self.norm(self.fc(x))\n\nprint(Net()(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["N6_inplace_returns_none"] = ({"data_n6.py": "import numpy as np\n\n\ndef shuffled(x):\n    x = np.random.shuffle(x)  # R\n    return x\n"},
"from data_n6 import shuffled\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 2)\n\n    def construct(self, x):\n        return self.fc(x)\n\nbatch = shuffled(np.ones((3, 4), np.float32))\nprint(Net()(ms.Tensor(batch)).shape)\n")
V["N8_config_none_size"] = ({"cfg_n8.py": "CONFIG = {\n    'hidden': 8,\n    'classes': None,  # R\n}\n"},
"from cfg_n8 import CONFIG\n\nclass Net(nn.Cell):\n    def __init__(self, cfg):\n        super().__init__()\n        self.fc = nn.Dense(4, cfg['hidden'])\n        self.k = cfg['classes']\n\n    def construct(self, x):\n        return ops.split(self.fc(x), self.k, -1)[0]\n\nprint(Net(CONFIG)(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["N10_caller_passes_none"] = ({},
"class Pool(nn.Cell):\n    def construct(self, x, weights):\n        return (x * weights).sum(1)\n\n\nclass Model(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.pool = Pool()\n\n    def construct(self, x, w=None):\n        return self.pool(x, w)\n\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(Model()(x, None).shape)  # R\n")
V["N11_dict_get_missing"] = ({"feats_n11.py": "import mindspore as ms\nimport numpy as np\n\n\ndef batch():\n    return {'image': ms.Tensor(np.ones((2, 4)), ms.float32), 'label': ms.Tensor([0, 1], ms.int32)}\n"},
"from feats_n11 import batch\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 2)\n\n    def construct(self, x, y):\n        return ops.cross_entropy(self.fc(x), y)\n\nb = batch()\nprint(Net()(b.get('images'), b['label']))  # R\n")
V["N12_attr_none_flag"] = ({},
"class Head(nn.Cell):\n    def __init__(self, d, with_bias):\n        super().__init__()\n        self.w = ms.Parameter(ops.ones((d, d), ms.float32), name='w')\n        self.b = ms.Parameter(ops.zeros((d,), ms.float32), name='b') if with_bias else None\n\n    def construct(self, x):\n        return ops.matmul(x, self.w) + self.b\n\nprint(Head(4, with_bias=False)(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)  # R\n")
V["N13_list_sort_result"] = ({"util_n13.py": "def bucket_sizes(lengths):\n    sizes = sorted(set(lengths))\n    largest = sizes.sort()  # R\n    return largest\n"},
"from util_n13 import bucket_sizes\n\nclass Crop(nn.Cell):\n    def __init__(self, n):\n        super().__init__()\n        self.n = n\n\n    def construct(self, x):\n        return ops.narrow(x, 1, 0, self.n)\n\nprint(Crop(bucket_sizes([3, 2, 2]))(ms.Tensor(np.ones((2, 4)), ms.float32)).shape)\n")
V["N14_jit_forgot_return"] = ({"ops_n14.py": "from mindspore import ops\n\n\ndef gelu_tanh(x):\n    y = 0.5 * x * (1 + ops.tanh(0.79788456 * (x + 0.044715 * x ** 3)))  # R\n"},
"from ops_n14 import gelu_tanh\n\n@ms.jit\ndef ffn(x, w):\n    return ops.matmul(gelu_tanh(x), w)\n\nprint(ffn(ms.Tensor(np.ones((2, 4)), ms.float32), ms.Tensor(np.ones((4, 4)), ms.float32)).shape)\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
