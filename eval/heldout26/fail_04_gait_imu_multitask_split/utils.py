import config


def task_spec():
    return {
        "n_activities": len(config.ACTIVITIES),
        "n_terrains": len(config.TERRAINS),
        "n_speed": 1,
    }


def output_width(spec):
    """Width of the shared output projection (all task heads side by side)."""
    return spec["n_activities"] + spec["n_terrains"]  # ROOT


def sections(spec):
    return (spec["n_activities"], spec["n_terrains"], spec["n_speed"])
