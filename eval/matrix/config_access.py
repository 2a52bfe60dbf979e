MARKER = "48"  # the root line of each case is the one that writes 48
import os, textwrap
HEAD = "import numpy as np\nimport mindspore as ms\nfrom mindspore import nn\nms.set_context(mode=ms.GRAPH_MODE)\n"
RUN = "\nif __name__ == '__main__':\n    x = ms.Tensor(np.random.randn(2, 64), ms.float32)\n    print(model(x).shape)\n"
def net(arg, params="hidden"):
    return f"\nclass Net(nn.Cell):\n    def __init__(self, {params}):\n        super().__init__()\n        self.fc = nn.Dense({arg}, 10)\n\n    def construct(self, x):\n        return self.fc(x)\n"
V = {
 "A_from_import": ({"settings_a.py": "HIDDEN = 48\nOTHER = 3\n"}, "from settings_a import HIDDEN\n" + net("hidden") + "\nmodel = Net(HIDDEN)\n"),
 "B_module_attr": ({"settings_b.py": "HIDDEN = 48\nOTHER = 3\n"}, "import settings_b\n" + net("settings_b.HIDDEN", "unused=None") + "\nmodel = Net()\n"),
 "C_module_param": ({"settings_c.py": "HIDDEN = 48\nOTHER = 3\n"}, "import settings_c as cfg\n" + net("cfg.HIDDEN", "cfg") + "\nmodel = Net(cfg)\n"),
 "D_dict_param": ({"settings_d.py": "CFG = {\n    'hidden': 48,\n    'other': 3,\n}\n"}, "from settings_d import CFG\n" + net("cfg['hidden']", "cfg") + "\nmodel = Net(CFG)\n"),
 "E_dict_get": ({"settings_e.py": "CFG = {\n    'hidden': 48,\n    'other': 3,\n}\n"}, "from settings_e import CFG\n" + net("cfg.get('hidden', 64)", "cfg") + "\nmodel = Net(CFG)\n"),
 "F_dataclass_default": ({"settings_f.py": "from dataclasses import dataclass\n\n@dataclass\nclass Cfg:\n    hidden: int = 48\n    other: int = 3\n"}, "from settings_f import Cfg\n" + net("cfg.hidden", "cfg") + "\nmodel = Net(Cfg())\n"),
 "G_dataclass_given": ({"settings_g.py": "from dataclasses import dataclass\n\n@dataclass\nclass Cfg:\n    hidden: int = 64\n    other: int = 3\n"}, "from settings_g import Cfg\n" + net("cfg.hidden", "cfg") + "\ncfg = Cfg(\n    hidden=48,\n)\nmodel = Net(cfg)\n"),
 "H_namespace": ({}, "import types\nCFG = types.SimpleNamespace(\n    hidden=48,\n    other=3)\n" + net("cfg.hidden", "cfg") + "\nmodel = Net(CFG)\n"),
 "I_self_cfg": ({"settings_i.py": "HIDDEN = 48\n"}, "import settings_i\n" + "\nclass Net(nn.Cell):\n    def __init__(self, cfg):\n        super().__init__()\n        self.cfg = cfg\n        self.fc = nn.Dense(self.cfg.HIDDEN, 10)\n\n    def construct(self, x):\n        return self.fc(x)\n" + "\nmodel = Net(settings_i)\n"),
 "J_kwargs": ({"settings_j.py": "CFG = {\n    'hidden': 48,\n    'other': 3,\n}\n"}, "from settings_j import CFG\n" + net("hidden", "hidden, other") + "\nmodel = Net(**CFG)\n"),
 "K_nested_dict": ({"settings_k.py": "CFG = {\n    'model': {\n        'hidden': 48,\n    },\n}\n"}, "from settings_k import CFG\n" + net("cfg['model']['hidden']", "cfg") + "\nmodel = Net(CFG)\n"),
 "L_class_attr": ({"settings_l.py": "class Config:\n    HIDDEN = 48\n    OTHER = 3\n"}, "from settings_l import Config\n" + net("Config.HIDDEN", "unused=None") + "\nmodel = Net()\n"),
 "M_argparse": ({}, "import argparse\nparser = argparse.ArgumentParser()\nparser.add_argument('--hidden', type=int, default=48)\nargs = parser.parse_args([])\n" + net("hidden") + "\nmodel = Net(args.hidden)\n"),
 "O_config_fn": ({"settings_o.py": "def get_config():\n    return {\n        'hidden': 48,\n        'other': 3,\n    }\n"}, "from settings_o import get_config\n" + net("cfg['hidden']", "cfg") + "\nmodel = Net(get_config())\n"),
 "Q_builder": ({"settings_q.py": "HIDDEN = 48\n"}, "import settings_q\n" + net("hidden") + "\n\ndef build(cfg):\n    return Net(cfg.HIDDEN)\n\n\nmodel = build(settings_q)\n"),
 "R_getattr": ({"settings_r.py": "HIDDEN = 48\n"}, "import settings_r as cfg\n" + net("getattr(cfg, 'HIDDEN')", "unused=None") + "\nmodel = Net()\n"),
 "S_nested_attr": ({"settings_s.py": "from dataclasses import dataclass, field\n\n@dataclass\nclass ModelCfg:\n    hidden: int = 48\n\n@dataclass\nclass Cfg:\n    model: ModelCfg = field(default_factory=ModelCfg)\n"}, "from settings_s import Cfg\n" + net("cfg.model.hidden", "cfg") + "\nmodel = Net(Cfg())\n"),
 "T_local_in_main": ({}, net("hidden") + "\n\ndef main():\n    hidden = 48\n    return Net(hidden)\n\n\nmodel = main()\n"),
 "U_default_param": ({}, net("hidden", "hidden=48") + "\nmodel = Net()\n"),
 "V_list_index": ({"settings_v.py": "WIDTHS = [32, 48]\n"}, "from settings_v import WIDTHS\n" + net("WIDTHS[-1]", "unused=None") + "\nmodel = Net()\n"),
}
for name, (extra, body) in V.items():
    os.makedirs(name, exist_ok=True)
    for f, t in extra.items():
        open(os.path.join(name, f), "w").write(t)
    open(os.path.join(name, "main.py"), "w").write(HEAD + body + RUN)
