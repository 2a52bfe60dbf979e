import os
SILENT = True  # cases exit 0; the first finding of the run is scored
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn, ops\nms.set_context(mode=ms.GRAPH_MODE)\n"
RUN2 = "\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(net(x))\nprint(net(x))\n"
V = {}
V["A_time_in_construct"] = ({}, "import time\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        return x * (time.time() % 7)  # R\n\nnet = Net()" + RUN2)
V["B_datetime_seed"] = ({}, "import datetime\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        s = datetime.datetime.now().microsecond  # R\n        return x + s\n\nnet = Net()" + RUN2)
V["C_env_flag"] = ({}, "import os\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        if os.environ.get('USE_DROP', '0') == '1':  # R\n            return x * 0\n        return x\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(net(x))\nos.environ['USE_DROP'] = '1'\nprint(net(x))\n")
V["D_global_counter"] = ({}, "STEP = 0\n\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        return x * STEP  # R\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nfor STEP in range(3):\n    print(net(x))\n")
V["E_self_int_counter"] = ({}, "class Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.calls = 0\n\n    def construct(self, x):\n        return x * self.calls  # R\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nfor _ in range(3):\n    net.calls += 1\n    print(net(x))\n")
V["F_np_choice"] = ({}, "class Net(nn.Cell):\n    def construct(self, x):\n        k = np.random.choice([1, 2, 3])  # R\n        return x * k\n\nnet = Net()" + RUN2)
V["G_iterator_next"] = ({}, "class Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.scales = iter([1.0, 2.0, 3.0])\n\n    def construct(self, x):\n        return x * next(self.scales)  # R\n\nnet = Net()" + RUN2)
V["H_list_append_log"] = ({}, "LOG = []\n\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        LOG.append(1)  # R\n        return x * 2\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nnet(x)\nnet(x)\nprint(len(LOG))\n")
V["I_jit_global_scale"] = ({}, "SCALE = 1.0\n\n\n@ms.jit\ndef f(x):\n    return x * SCALE  # R\n\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(f(x))\nSCALE = 5.0\nprint(f(x))\n")
V["J_random_gauss"] = ({}, "import random\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        return x + random.gauss(0, 1)  # R\n\nnet = Net()" + RUN2)
V["K_class_attr_changed"] = ({}, "class Net(nn.Cell):\n    temperature = 1.0\n\n    def construct(self, x):\n        return x / Net.temperature  # R\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(net(x))\nNet.temperature = 4.0\nprint(net(x))\n")
V["K2_self_class_attr"] = ({}, "class Net(nn.Cell):\n    temperature = 1.0\n\n    def construct(self, x):\n        return x / self.temperature  # R\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(net(x))\nNet.temperature = 4.0\nprint(net(x))\n")
V["L_dict_config_changed"] = ({}, "CFG = {'scale': 1.0}\n\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        return x * CFG['scale']  # R\n\nnet = Net()\nx = ms.Tensor(np.ones((2, 3)), ms.float32)\nprint(net(x))\nCFG['scale'] = 3.0\nprint(net(x))\n")
V["M_np_permutation"] = ({}, "class Shuffle(nn.Cell):\n    def construct(self, x):\n        order = np.random.permutation(x.shape[1])  # R\n        return x[:, ms.Tensor(order)]\n\nnet = Shuffle()" + RUN2)
V["N_uuid_tag"] = ({}, "import uuid\n\nclass Net(nn.Cell):\n    def construct(self, x):\n        return x + (uuid.uuid4().int % 5)  # R\n\nnet = Net()" + RUN2)
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body)
