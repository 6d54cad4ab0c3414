//! Edmonds' optimal branching over the candidate roots of a multi-root pattern, as
//! MLIR's `RootOrdering.cpp` (LLVM 19) computes it: the cheapest way to reach every
//! candidate root from the matcher root, where an edge `source -> target` costs the
//! number of ops walked up from a value the two share (the connector) to `target`.
//!
//! MLIR keeps the graph in `DenseMap`s (iteration in hash order); here the maps keep
//! insertion order, so ties are broken deterministically. Costs carry MLIR's
//! tie-breaking id (the order edges were created), so in practice the same edges win.

use crate::pdl::PdlValueId;
use indexmap::{IndexMap, IndexSet};
use rustc_hash::FxBuildHasher;

/// One edge of the cost graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CostEntry {
    /// (depth of the connector below the target, tie-breaking creation id).
    pub cost: (u32, u32),
    /// The value shared by source and target.
    pub connector: PdlValueId,
}

/// `graph[target][source]`: the edges entering each candidate root.
pub type RootGraph =
    IndexMap<PdlValueId, IndexMap<PdlValueId, CostEntry, FxBuildHasher>, FxBuildHasher>;

type Parents = IndexMap<PdlValueId, Option<PdlValueId>, FxBuildHasher>;

/// Solves the optimal branching rooted at `root` and returns its edges `(target,
/// source)` in breadth-first order from the root (the root itself first, with no
/// source). `None` when some candidate root cannot be reached from `root`.
pub fn solve(
    graph: &RootGraph,
    root: PdlValueId,
    roots: &[PdlValueId],
) -> Option<Vec<(PdlValueId, Option<PdlValueId>)>> {
    let mut work = graph.clone();
    let mut parents = Parents::default();
    solve_in_place(&mut work, root, &mut parents)?;

    let mut children: IndexMap<PdlValueId, Vec<PdlValueId>, FxBuildHasher> = IndexMap::default();
    for &node in roots {
        if node != root {
            let parent = parents.get(&node).copied().flatten()?;
            children.entry(parent).or_default().push(node);
        }
    }
    let mut result = vec![(root, None)];
    let mut i = 0;
    while i < result.len() {
        let node = result[i].0;
        if let Some(kids) = children.get(&node) {
            result.extend(kids.iter().map(|&kid| (kid, Some(node))));
        }
        i += 1;
    }
    Some(result)
}

/// MLIR's `OptimalBranching::solve`: fills `parents` and returns the total cost.
fn solve_in_place(graph: &mut RootGraph, root: PdlValueId, parents: &mut Parents) -> Option<u32> {
    parents.clear();
    parents.insert(root, None);
    let mut total = 0u32;
    let mut parent_depths: IndexMap<PdlValueId, u32, FxBuildHasher> = IndexMap::default();

    let nodes: Vec<PdlValueId> = graph.keys().copied().collect();
    for start in nodes {
        if parents.contains_key(&start) {
            continue;
        }
        parent_depths.clear();
        let mut node = start;
        loop {
            let entries = graph.get(&node)?;
            // The cheapest incoming edge; the first of equal ones.
            let mut best: Option<(PdlValueId, (u32, u32))> = None;
            for (&source, entry) in entries {
                if best.is_none_or(|(_, cost)| cost > entry.cost) {
                    best = Some((source, entry.cost));
                }
            }
            let (source, cost) = best?;
            parents.insert(node, Some(source));
            parent_depths.insert(node, cost.0);
            node = source;
            total += cost.0;
            if parents.contains_key(&node) {
                break;
            }
        }

        // Reaching a node of this very walk means a cycle: contract it and recurse.
        if parent_depths.contains_key(&node) {
            let mut cycle = cycle_at(parents, node)?;
            let mut actual_source = IndexMap::<PdlValueId, PdlValueId, FxBuildHasher>::default();
            let mut actual_target = IndexMap::<PdlValueId, PdlValueId, FxBuildHasher>::default();
            contract(
                graph,
                &cycle,
                &parent_depths,
                &mut actual_source,
                &mut actual_target,
            );
            total = solve_in_place(graph, root, parents)?;

            // Edges leaving the contracted node leave from their actual source.
            for (child, parent) in parents.iter_mut() {
                if *parent == Some(node) {
                    *parent = actual_source.get(child).copied();
                }
            }
            // The one edge entering the cycle picks where the cycle is broken.
            let parent = parents.get(&node).copied().flatten()?;
            let entry = actual_target.get(&parent).copied();
            cycle.push(node);
            for i in 0..cycle.len() - 1 {
                total += parent_depths.get(&cycle[i]).copied().unwrap_or(0);
                let new_parent = if Some(cycle[i]) == entry {
                    parent
                } else {
                    cycle[i + 1]
                };
                parents.insert(cycle[i], Some(new_parent));
            }
            break;
        }
    }
    Some(total)
}

/// The cycle of the parent relation through `rep`.
fn cycle_at(parents: &Parents, rep: PdlValueId) -> Option<Vec<PdlValueId>> {
    let mut cycle = Vec::new();
    let mut node = rep;
    loop {
        cycle.push(node);
        node = parents.get(&node).copied().flatten()?;
        if node == rep || cycle.len() > parents.len() {
            break;
        }
    }
    Some(cycle)
}

/// Replaces the nodes of `cycle` by its first node, adjusting edge costs (MLIR's
/// `contract`).
fn contract(
    graph: &mut RootGraph,
    cycle: &[PdlValueId],
    parent_depths: &IndexMap<PdlValueId, u32, FxBuildHasher>,
    actual_source: &mut IndexMap<PdlValueId, PdlValueId, FxBuildHasher>,
    actual_target: &mut IndexMap<PdlValueId, PdlValueId, FxBuildHasher>,
) {
    let rep = cycle[0];
    let cycle_set: IndexSet<PdlValueId, FxBuildHasher> = cycle.iter().copied().collect();
    let mut rep_entries: IndexMap<PdlValueId, CostEntry, FxBuildHasher> = IndexMap::default();
    let targets: Vec<PdlValueId> = graph.keys().copied().collect();
    for target in targets {
        if cycle_set.contains(&target) {
            let parent_depth = parent_depths.get(&target).copied().unwrap_or(0);
            if let Some(entries) = graph.shift_remove(&target) {
                for (source, entry) in entries {
                    if cycle_set.contains(&source) {
                        continue;
                    }
                    let cost = (entry.cost.0.saturating_sub(parent_depth), entry.cost.1);
                    let better = rep_entries.get(&source).is_none_or(|e| e.cost > cost);
                    if better {
                        actual_target.insert(source, target);
                        rep_entries.insert(
                            source,
                            CostEntry {
                                cost,
                                connector: entry.connector,
                            },
                        );
                    }
                }
            }
        } else if let Some(entries) = graph.get_mut(&target) {
            let mut best: Option<(PdlValueId, CostEntry)> = None;
            entries.retain(|&source, entry| {
                if cycle_set.contains(&source) {
                    if best.is_none_or(|(_, b)| b.cost > entry.cost) {
                        best = Some((source, *entry));
                    }
                    false
                } else {
                    true
                }
            });
            if let Some((source, entry)) = best {
                entries.insert(rep, entry);
                actual_source.insert(target, source);
            }
        }
    }
    graph.insert(rep, rep_entries);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(i: u32) -> PdlValueId {
        PdlValueId(i)
    }

    fn edge(graph: &mut RootGraph, source: u32, target: u32, depth: u32, id: u32) {
        graph.entry(v(target)).or_default().insert(
            v(source),
            CostEntry {
                cost: (depth, id),
                connector: v(100 + id),
            },
        );
    }

    #[test]
    fn single_root_has_no_edges() {
        let graph = RootGraph::default();
        assert_eq!(solve(&graph, v(0), &[v(0)]), Some(vec![(v(0), None)]));
    }

    #[test]
    fn picks_cheapest_parents() {
        // 0 <-> 1 (cost 1 / 2), 1 <-> 2 (cost 1 / 1), 0 <-> 2 (cost 3 / 3).
        let mut g = RootGraph::default();
        edge(&mut g, 0, 1, 1, 0);
        edge(&mut g, 1, 0, 2, 1);
        edge(&mut g, 1, 2, 1, 2);
        edge(&mut g, 2, 1, 1, 3);
        edge(&mut g, 0, 2, 3, 4);
        edge(&mut g, 2, 0, 3, 5);
        let edges = solve(&g, v(0), &[v(0), v(1), v(2)]).unwrap();
        assert_eq!(
            edges,
            vec![(v(0), None), (v(1), Some(v(0))), (v(2), Some(v(1)))]
        );
    }

    #[test]
    fn contracts_cycles() {
        // 1 and 2 prefer each other (a cycle); the cycle is entered from the root at
        // the cheaper adjusted edge.
        let mut g = RootGraph::default();
        edge(&mut g, 1, 2, 0, 0);
        edge(&mut g, 2, 1, 0, 1);
        edge(&mut g, 0, 1, 5, 2);
        edge(&mut g, 0, 2, 3, 3);
        edge(&mut g, 1, 0, 9, 4);
        edge(&mut g, 2, 0, 9, 5);
        let edges = solve(&g, v(0), &[v(0), v(1), v(2)]).unwrap();
        assert_eq!(
            edges,
            vec![(v(0), None), (v(2), Some(v(0))), (v(1), Some(v(2)))]
        );
    }

    #[test]
    fn disconnected_root_is_reported() {
        let mut g = RootGraph::default();
        edge(&mut g, 1, 2, 0, 0);
        edge(&mut g, 2, 1, 0, 1);
        assert_eq!(solve(&g, v(0), &[v(0), v(1), v(2)]), None);
    }
}
