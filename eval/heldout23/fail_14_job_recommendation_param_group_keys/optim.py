from mindspore import nn

import config as cfg


def make_group(name, params, **options):
    return dict(name=name, params=params, **options)  # ROOT


def param_groups(net):
    return [
        make_group("embeddings", net.embedding_params(), weight_decay=cfg.EMBEDDING_WEIGHT_DECAY),
        make_group("towers", net.tower_params(), weight_decay=cfg.TOWER_WEIGHT_DECAY),
    ]


def describe(groups):
    for g in groups:
        n = sum(p.size for p in g["params"])
        print(f"  group {g.get('name', '?'):<10} params={n:<6} wd={g.get('weight_decay', 0.0)}")
