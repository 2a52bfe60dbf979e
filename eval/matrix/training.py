"""Training set-up: a wrapper, loss or `Model` built without what the data or a later call needs
(the labels' form, metrics, a loss function), failing later in MindSpore's own code."""
import os
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nimport mindspore.dataset as ds\nfrom mindspore.train import Model\nms.set_context(mode=ms.GRAPH_MODE)\n"
DATA = "x = np.random.default_rng(0).random((16, 4)).astype(np.float32)\ny = (np.arange(16) % 3).astype(np.int32)\ndata = ds.NumpySlicesDataset((x, y), column_names=['x', 'y'], shuffle=False).batch(8)\n"
V = {}
V["T1_dense_loss_not_sparse"] = ({"losses_t1.py": "from mindspore import nn\n\n\ndef classification_loss():\n    return nn.SoftmaxCrossEntropyWithLogits(reduction='mean')  # R\n"},
"from losses_t1 import classification_loss\n" + DATA + "net = nn.Dense(4, 3)\nmodel = Model(net, classification_loss(), nn.Adam(net.trainable_params(), 1e-3))\nmodel.train(1, data, dataset_sink_mode=False)\n")
V["T2_eval_without_metrics"] = ({"trainer_t2.py": "from mindspore import nn\nfrom mindspore.train import Model\n\n\ndef build_model(net, lr):\n    return Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), lr))  # R\n"},
"from trainer_t2 import build_model\n" + DATA + "net = nn.Dense(4, 3)\nmodel = build_model(net, 1e-3)\nmodel.train(1, data, dataset_sink_mode=False)\nprint(model.eval(data, dataset_sink_mode=False))\n")
V["T3_model_without_loss"] = ({"trainer_t3.py": "from mindspore import nn\nfrom mindspore.train import Model\n\n\ndef build_model(net, lr):\n    optimizer = nn.Momentum(net.trainable_params(), lr, 0.9)\n    return Model(net, optimizer=optimizer)  # R\n"},
"from trainer_t3 import build_model\n" + DATA + "net = nn.Dense(4, 3)\nmodel = build_model(net, 1e-2)\nmodel.train(1, data, dataset_sink_mode=False)\n")
V["T4_step_loss_not_sparse"] = ({},
"class Classifier(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.fc = nn.Dense(4, 3)\n\n    def construct(self, x):\n        return self.fc(x)\n\nnet = Classifier()\nloss_fn = nn.SoftmaxCrossEntropyWithLogits()  # R\nstep = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.SGD(net.trainable_params(), 0.1))\n" + DATA + "for xb, yb in data.create_tuple_iterator():\n    print(step(xb, yb))\n")
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
