"""A graph call fails on a tensor the dataset pipeline made: a column's dtype, shape or layout was
set by a pipeline stage (a `map` transform, the source's arrays, `batch`) in a data module."""
import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nimport mindspore.dataset as ds\nms.set_context(mode=ms.GRAPH_MODE)\n"
V = {}
TRAIN = ("\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 3)\n        self.loss = nn.CrossEntropyLoss()\n\n    def construct(self, x, y):\n        return self.loss(self.fc(x), y)\n\n"
         "net = Net()\nfor x, y in loader(8).create_tuple_iterator():\n    print(net(x, y))\n")
V["D1_label_typecast_float"] = ({"data_d1.py": "import numpy as np\nimport mindspore as ms\nimport mindspore.dataset as ds\nimport mindspore.dataset.transforms as T\n\n\ndef rows():\n    rng = np.random.default_rng(0)\n    for i in range(16):\n        yield rng.random(4).astype(np.float32), np.int32(i % 3)\n\n\ndef loader(batch):\n    data = ds.GeneratorDataset(rows, ['x', 'y'], shuffle=False)\n    data = data.map(T.TypeCast(ms.float32), input_columns='y')  # R\n    return data.batch(batch)\n"},
"from data_d1 import loader\n" + TRAIN)
V["D2_features_float64"] = ({"data_d2.py": "import numpy as np\nimport mindspore.dataset as ds\n\n\ndef rows():\n    rng = np.random.default_rng(0)\n    for i in range(16):\n        feats = rng.random(4)  # R\n        yield feats, np.int32(i % 3)\n\n\ndef loader(batch):\n    return ds.GeneratorDataset(rows, ['x', 'y'], shuffle=False).batch(batch)\n"},
"from data_d2 import loader\n" + TRAIN)
V["D3_one_hot_in_pipeline"] = ({"data_d3.py": "import numpy as np\nimport mindspore.dataset as ds\nimport mindspore.dataset.transforms as T\n\n\ndef rows():\n    rng = np.random.default_rng(0)\n    for i in range(16):\n        yield rng.random(4).astype(np.float32), np.int32(i % 3)\n\n\ndef loader(batch):\n    data = ds.GeneratorDataset(rows, ['x', 'y'], shuffle=False)\n    data = data.map(T.OneHot(3), input_columns='y')  # R\n    return data.batch(batch)\n"},
"from data_d3 import loader\n" + TRAIN)
V["D4_numpy_slices_float64"] = ({"data_d4.py": "import numpy as np\nimport mindspore.dataset as ds\n\n\ndef loader(batch):\n    rng = np.random.default_rng(0)\n    x = rng.normal(size=(16, 4))  # R\n    y = (np.arange(16) % 3).astype(np.int32)\n    return ds.NumpySlicesDataset((x, y), column_names=['x', 'y'], shuffle=False).batch(batch)\n"},
"from data_d4 import loader\n" + TRAIN)
V["D5_image_missing_hwc2chw"] = ({"data_d5.py": "import numpy as np\nimport mindspore.dataset as ds\nimport mindspore.dataset.vision as vision\n\n\ndef images():\n    rng = np.random.default_rng(0)\n    for i in range(8):\n        yield rng.integers(0, 255, (16, 16, 3)).astype(np.uint8), np.int32(i % 2)\n\n\ndef loader(batch):\n    data = ds.GeneratorDataset(images, ['image', 'label'], shuffle=False)\n    ops_ = [vision.Rescale(1 / 255.0, 0.0), vision.Normalize([0.5] * 3, [0.5] * 3)]  # R\n    data = data.map(ops_, input_columns='image')\n    return data.batch(batch)\n"},
"from data_d5 import loader\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.conv = nn.Conv2d(3, 8, 3)\n        self.head = nn.Dense(8, 2)\n\n    def construct(self, x):\n        return self.head(self.conv(x).mean((2, 3)))\n\nnet = Net()\nfor x, y in loader(4).create_tuple_iterator():\n    print(net(x).shape)\n")
V["D6_last_batch_smaller"] = ({"data_d6.py": "import numpy as np\nimport mindspore.dataset as ds\n\n\ndef loader(batch):\n    rng = np.random.default_rng(0)\n    x = rng.random((10, 4)).astype(np.float32)\n    return ds.NumpySlicesDataset(x, column_names=['x'], shuffle=False).batch(batch)  # R\n"},
"from data_d6 import loader\n\nBATCH = 4\n\nclass Pairs(nn.Cell):\n    def construct(self, x):\n        return x.reshape(BATCH // 2, 2, 4).sum(1)\n\nnet = Pairs()\nfor (x,) in loader(BATCH).create_tuple_iterator():\n    print(net(x).shape)\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
W = {}
W["P7_feature_function_float64"] = ({"feats_p7.py": "import numpy as np\n\n\ndef featurize(signal):\n    spectrum = np.abs(np.fft.rfft(signal))[:4]  # R\n    return np.log1p(spectrum)\n", "data_p7.py": "import numpy as np\nimport mindspore.dataset as ds\nfrom feats_p7 import featurize\n\n\ndef rows():\n    rng = np.random.default_rng(0)\n    for i in range(16):\n        yield rng.standard_normal(16).astype(np.float32), np.int32(i % 3)\n\n\ndef loader(batch):\n    data = ds.GeneratorDataset(rows, column_names=['x', 'y'], shuffle=False)\n    data = data.map(operations=featurize, input_columns=['x'])\n    return data.batch(batch)\n"},
"from data_p7 import loader\n" + TRAIN)
W["P8_class_source_float64"] = ({"data_p8.py": "import numpy as np\nimport mindspore.dataset as ds\n\n\nclass Readings:\n    def __init__(self, n):\n        rng = np.random.default_rng(0)\n        self.x = rng.random((n, 4))  # R\n        self.y = (np.arange(n) % 3).astype(np.int32)\n\n    def __getitem__(self, i):\n        return self.x[i], self.y[i]\n\n    def __len__(self):\n        return len(self.y)\n\n\ndef loader(batch):\n    return ds.GeneratorDataset(Readings(16), ['x', 'y'], shuffle=False).batch(batch)\n"},
"from data_p8 import loader\n" + TRAIN)
W["P9_enumerate_module_dataset"] = ({"data_p9.py": "import numpy as np\nimport mindspore as ms\nimport mindspore.dataset as ds\nimport mindspore.dataset.transforms as T\n\n\ndef build(batch):\n    x = np.random.default_rng(0).random((16, 4)).astype(np.float32)\n    y = (np.arange(16) % 3).astype(np.int32)\n    data = ds.NumpySlicesDataset({'x': x, 'y': y}, shuffle=False)\n    data = data.map(operations=[T.TypeCast(ms.float16)], input_columns=['y'])  # R\n    return data.batch(batch)\n"},
"from data_p9 import build\n\ntrain_ds = build(8)\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 3)\n        self.loss = nn.CrossEntropyLoss()\n\n    def construct(self, x, y):\n        return self.loss(self.fc(x), y)\n\nnet = Net()\nfor step, (x, y) in enumerate(train_ds.create_tuple_iterator()):\n    print(step, net(x, y))\n")
W["P10_rnn_state_fixed_batch"] = ({"cfg_p10.py": "BATCH = 6\nHIDDEN = 8\n", "data_p10.py": "import numpy as np\nimport mindspore.dataset as ds\nimport cfg_p10\n\n\ndef series(n):\n    rng = np.random.default_rng(0)\n    return rng.random((n, 5, 3)).astype(np.float32)\n\n\ndef loader():\n    data = ds.NumpySlicesDataset(series(20), column_names=['seq'], shuffle=False)\n    return data.batch(cfg_p10.BATCH)  # R\n"},
"import cfg_p10\nfrom data_p10 import loader\n\nclass Forecaster(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.rnn = nn.GRU(3, cfg_p10.HIDDEN, batch_first=True)\n        self.h0 = ops.zeros((1, cfg_p10.BATCH, cfg_p10.HIDDEN), ms.float32)\n        self.head = nn.Dense(cfg_p10.HIDDEN, 1)\n\n    def construct(self, seq):\n        out, _ = self.rnn(seq, self.h0)\n        return self.head(out[:, -1])\n\nnet = Forecaster()\nfor (seq,) in loader().create_tuple_iterator():\n    print(net(seq).shape)\n")
for name, (extra, body) in W.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
M = {}
M["P11_model_train_label_cast"] = ({"data_p11.py": "import numpy as np\nimport mindspore as ms\nimport mindspore.dataset as ds\nimport mindspore.dataset.transforms as T\n\n\ndef rows():\n    rng = np.random.default_rng(0)\n    for i in range(16):\n        yield rng.random(4).astype(np.float32), np.int32(i % 3)\n\n\ndef make_dataset(batch):\n    data = ds.GeneratorDataset(rows, ['features', 'label'], shuffle=False)\n    data = data.map(operations=T.TypeCast(ms.float32), input_columns='label')  # R\n    return data.batch(batch)\n"},
"from mindspore.train import Model\nfrom data_p11 import make_dataset\n\nnet = nn.Dense(4, 3)\nmodel = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))\ntrain_set = make_dataset(8)\nmodel.train(1, train_set, dataset_sink_mode=False)\n")
M["P12_model_train_features_float64"] = ({"data_p12.py": "import numpy as np\nimport mindspore.dataset as ds\n\n\ndef make_dataset(batch):\n    rng = np.random.default_rng(0)\n    features = rng.normal(size=(16, 4))  # R\n    labels = (np.arange(16) % 3).astype(np.int32)\n    return ds.NumpySlicesDataset((features, labels), column_names=['features', 'label'], shuffle=False).batch(batch)\n"},
"from mindspore.train import Model\nfrom data_p12 import make_dataset\n\nnet = nn.Dense(4, 3)\nmodel = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))\nmodel.train(1, make_dataset(8), dataset_sink_mode=False)\n")
for name, (extra, body) in M.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
